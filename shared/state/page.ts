/**
 * The page data the server embedded: the entry's view model, the docs page tree and the feature
 * flags. The entry and tree are read-only in the browser; the flags are replaced, after hydration,
 * by the visitor's own answers from the flag client (docs/adr/024-feature-flags-through-openfeature.md).
 */
import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import type { PageTreeItem } from '../types/content';
import type { FeatureFlags, PageBase } from '../types/page';
import { createPlainSlice } from './slice';

export interface PageState {
  entry: PageBase | null;
  pageTree: PageTreeItem[];
  /** Where the sidebar loads the levels its branch leaves out. */
  pageTreeFile?: string;
  featureFlags: FeatureFlags;
}

/** SPEC.md section 9 flag defaults; the video flag is off until the flag service says otherwise. */
export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  isVideoEnabled: false,
  'csm-ai-agent-on-sac': { agent_enabled: false },
  'sac-search-ai-experiment': { ai_dialog_enabled: false },
  sac_ai_summarisation_expanded_state: { initiallyExpanded: false },
};

export const initialPageState: PageState = { entry: null, pageTree: [], featureFlags: DEFAULT_FEATURE_FLAGS };

const pageSlice = createPlainSlice({
  name: 'page',
  initialState: initialPageState,
  reducers: {
    featureFlagsUpdated: (state: PageState, action: PayloadAction<FeatureFlags>) => ({
      ...state,
      featureFlags: action.payload,
    }),
  },
});

export const { featureFlagsUpdated } = pageSlice.actions;

/**
 * Dispatched once by createAppStore, before the first render on either side, so a slice injected
 * by a template (the search results page's, shared/state/search.ts) can start from the page's data.
 */
export const pageEntered = createAction<PageBase>('page/entered');
export const pageReducer = pageSlice.reducer;

export interface WithPageState {
  page: PageState;
}

export const selectPageEntry = (state: WithPageState): PageBase | null => state.page.entry;
export const selectPageTree = (state: WithPageState): PageTreeItem[] => state.page.pageTree;
export const selectPageTreeFile = (state: WithPageState): string | undefined => state.page.pageTreeFile;
export const selectFeatureFlags = (state: WithPageState): FeatureFlags => state.page.featureFlags;
