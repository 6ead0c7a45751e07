/**
 * The Redux store of one page. The server creates one per render from the embedded state; the
 * browser creates one from the same embedded state, so both render from identical data.
 *
 * The search results page's slice is not part of the root reducer: shared/state/search.ts injects
 * it when a module that needs it is loaded (the search template's chunk in the browser), so the
 * other pages never download it (docs/adr/021-javascript-budget.md).
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { EmbeddedState } from '../types/state';
import { authReducer } from './auth';
import { chromeReducer } from './chrome';
import { feedbackReducer } from './feedback';
import { pageEntered, pageReducer, type PageState } from './page';
import type { WithSearchState } from './search';

export const rootReducer = combineSlices({
  page: pageReducer,
  feedback: feedbackReducer,
  chrome: chromeReducer,
  auth: authReducer,
}).withLazyLoadedSlices<WithSearchState>();

export type AppState = ReturnType<typeof rootReducer>;

export type PreloadedAppState = Partial<AppState>;

export function createAppStore(preloaded: PreloadedAppState = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloaded,
    // The page data is plain JSON; the checks would only cost time on the server's hot path.
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }),
    devTools: false,
  });
  if (preloaded.page?.entry) store.dispatch(pageEntered(preloaded.page.entry));
  return store;
}

/** The preloaded state of a page: its embedded data; every other slice starts from its initial state. */
export function preloadedFromEmbedded(state: EmbeddedState): PreloadedAppState {
  const page: PageState = { entry: state.entry, pageTree: state.pageTree, featureFlags: state.featureFlags };
  if (state.pageTreeFile !== undefined) page.pageTreeFile = state.pageTreeFile;
  return { page };
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
