/**
 * The Redux store of one page. The server creates one per render from the embedded state; the
 * browser creates one from the same embedded state, so both render from identical data.
 *
 * The slices of one part of the site are not part of the root reducer: the module of each injects it
 * when it is loaded, so pages download a slice only with the code that reads it
 * (docs/adr/021-javascript-budget.md). The search results page's (shared/state/search.ts) comes with
 * its template's chunk, before the store is made; the header's (./chrome.ts) and 'Was this helpful?'
 * (./feedback.ts) come with those parts, hydrated on intent after the store is made, so their
 * selectors answer the initial state until the slice has state of its own.
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { EmbeddedState } from '../types/state';
import { authReducer } from './auth';
import type { WithChromeState } from './chrome';
import type { WithFeedbackState } from './feedback';
import { pageEntered, pageReducer, type PageState } from './page';
import type { WithSearchState } from './search';

export const rootReducer = combineSlices({
  page: pageReducer,
  auth: authReducer,
}).withLazyLoadedSlices<WithSearchState & WithChromeState & WithFeedbackState>();

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
