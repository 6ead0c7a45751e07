/**
 * The 'Was this helpful?' block (SPEC.md section 4). Yes marks yes and closes the reasons list;
 * No marks no and toggles it; picking a reason records it and closes the list.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const FEEDBACK_REASONS = ['inaccurate', 'unclear', 'irrelevant'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

export interface FeedbackState {
  answer: 'yes' | 'no' | null;
  reasonsOpen: boolean;
  reason: FeedbackReason | null;
}

export const initialFeedbackState: FeedbackState = { answer: null, reasonsOpen: false, reason: null };

const feedbackSlice = createSlice({
  name: 'feedback',
  initialState: initialFeedbackState,
  reducers: {
    yesClicked(state) {
      state.answer = 'yes';
      state.reasonsOpen = false;
      state.reason = null;
    },
    noClicked(state) {
      state.answer = 'no';
      state.reasonsOpen = !state.reasonsOpen;
    },
    reasonPicked(state, action: PayloadAction<FeedbackReason>) {
      state.answer = 'no';
      state.reason = action.payload;
      state.reasonsOpen = false;
    },
  },
});

export const { yesClicked, noClicked, reasonPicked } = feedbackSlice.actions;
export const feedbackReducer = feedbackSlice.reducer;

export interface WithFeedbackState {
  feedback: FeedbackState;
}

export const selectFeedback = (state: WithFeedbackState): FeedbackState => state.feedback;
