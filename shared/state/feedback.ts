/**
 * The 'Was this helpful?' block (SPEC.md section 4). Yes marks yes and closes the reasons list;
 * No marks no and toggles it; picking a reason records it and closes the list.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { PostOutcome, RetryOptions } from '../net/retrying-post';
import { FEEDBACK_ANSWERS_KEY, readFeedbackAnswers, type RememberedAnswer } from '../components/feedback-memory';
import { createPlainSlice } from './slice';
import { rootReducer } from './store';

export const FEEDBACK_REASONS = ['inaccurate', 'unclear', 'irrelevant'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

export interface FeedbackState {
  answer: 'yes' | 'no' | null;
  reasonsOpen: boolean;
  reason: FeedbackReason | null;
}

export const initialFeedbackState: FeedbackState = { answer: null, reasonsOpen: false, reason: null };

const feedbackSlice = createPlainSlice({
  name: 'feedback',
  initialState: initialFeedbackState,
  reducers: {
    yesClicked: (): FeedbackState => ({ answer: 'yes', reasonsOpen: false, reason: null }),
    noClicked: (state: FeedbackState): FeedbackState => ({ ...state, answer: 'no', reasonsOpen: !state.reasonsOpen }),
    reasonPicked: (_state: FeedbackState, action: PayloadAction<FeedbackReason>): FeedbackState => ({
      answer: 'no',
      reason: action.payload,
      reasonsOpen: false,
    }),
  },
});

export const { yesClicked, noClicked, reasonPicked } = feedbackSlice.actions;
export const feedbackReducer = feedbackSlice.reducer;

export interface WithFeedbackState {
  feedback: FeedbackState;
}

/** Loading this module adds the slice to the root reducer (./store.ts), as ./chrome.ts does. */
rootReducer.inject(feedbackSlice);

export const selectFeedback = (state: Partial<WithFeedbackState>): FeedbackState =>
  state.feedback ?? initialFeedbackState;

export const FEEDBACK_URL = '/gateway/api/feedback';

export interface FeedbackAnswer {
  entryId: string;
  pageUrl: string;
  helpful: boolean;
  reason?: FeedbackReason;
  /** One id per answer on a page view: a reason sent after 'No' amends that answer. */
  answerId?: string;
}

/**
 * Records an answer under its Idempotency-Key, retrying while the server cannot take it
 * (shared/net/retrying-post.ts). An answer the server refuses is logged: the visitor cannot change it.
 */
export async function sendFeedback(
  answer: FeedbackAnswer,
  key: string,
  options: RetryOptions = {},
): Promise<PostOutcome> {
  // Loaded on the first answer, so the retry code is no part of the page's JavaScript budget (ADR 021).
  const { postWithRetries } = await import(/* webpackChunkName: "retrying-post" */ '../net/retrying-post');
  const outcome = await postWithRetries(FEEDBACK_URL, answer, key, options);
  if (outcome.kind === 'refused' || outcome.kind === 'unavailable') {
    console.warn('feedback was not recorded', outcome.kind === 'refused' ? outcome.status : 'unavailable');
  }
  return outcome;
}

/** How many pages' answers the browser keeps; the oldest go first. */
export const REMEMBERED_ANSWERS = 200;

/**
 * Keeps the answer the server took for the entry (shared/components/feedback-memory.ts), replacing
 * the entry's earlier one. Storage that cannot be written only means a reload offers the vote again.
 */
export function rememberAnswer(
  entryId: string,
  answer: RememberedAnswer,
  storage: () => Pick<Storage, 'getItem' | 'setItem'> | undefined = () => window.localStorage,
): void {
  const kept = Object.entries(readFeedbackAnswers(storage)).filter(([id]) => id !== entryId);
  kept.push([entryId, answer]);
  try {
    storage()?.setItem(FEEDBACK_ANSWERS_KEY, JSON.stringify(Object.fromEntries(kept.slice(-REMEMBERED_ANSWERS))));
  } catch {
    // Private mode or a full quota.
  }
}
