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
import { applyMiddleware, legacy_createStore } from '@reduxjs/toolkit';
import { thunk } from 'redux-thunk';
import type { EmbeddedState } from '../types/state';
import { authReducer, type AuthState } from './auth';
import type { WithChromeState } from './chrome';
import type { WithFeedbackState } from './feedback';
import { pageEntered, pageReducer, type PageState } from './page';
import type { WithSearchState } from './search';
import { combineLazySlices } from './slice';

export const rootReducer = combineLazySlices<
  { page: PageState; auth: AuthState },
  WithSearchState & WithChromeState & WithFeedbackState
>({ page: pageReducer, auth: authReducer });

export type AppState = ReturnType<typeof rootReducer>;

export type PreloadedAppState = Partial<AppState>;

/**
 * Redux's `createStore` (as Redux Toolkit exports it) with redux-thunk's middleware, which is what
 * `configureStore` gives a production page: with the checks and the developer tools off, as they
 * are here, `configureStore` adds nothing else a page uses but an enhancer that batches notifications of actions marked `RTK_autoBatch` (RTK Query's;
 * none of ours is), and its code was 0.7 KB of gzip on every page (docs/adr/021-javascript-budget.md).
 */
export function createAppStore(preloaded: PreloadedAppState = {}) {
  // The slices missing from `preloaded` start from their initial state, as with configureStore.
  const store = legacy_createStore(rootReducer, preloaded, applyMiddleware(thunk));
  if (preloaded.page?.entry) store.dispatch(pageEntered(preloaded.page.entry));
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/** The preloaded state of a page: its embedded data; every other slice starts from its initial state. */
export function preloadedFromEmbedded(state: EmbeddedState): PreloadedAppState {
  const page: PageState = { entry: state.entry, pageTree: state.pageTree, featureFlags: state.featureFlags };
  if (state.pageTreeFile !== undefined) page.pageTreeFile = state.pageTreeFile;
  return { page };
}
