/**
 * The Redux store of one page. The server creates one per render from the embedded state; the
 * browser creates one from the same embedded state, so both render from identical data.
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { PageBase } from '../types/page';
import type { SearchResultsPageView } from '../types/pages/other-pages';
import type { EmbeddedState } from '../types/state';
import { authReducer } from './auth';
import { chromeReducer } from './chrome';
import { feedbackReducer } from './feedback';
import { pageReducer, type PageState } from './page';
import { searchReducer, searchStateFromPage } from './search';

export const rootReducer = combineReducers({
  page: pageReducer,
  feedback: feedbackReducer,
  chrome: chromeReducer,
  auth: authReducer,
  search: searchReducer,
});

export type AppState = ReturnType<typeof rootReducer>;

export type PreloadedAppState = Partial<AppState>;

export function createAppStore(preloaded: PreloadedAppState = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloaded,
    // The page data is plain JSON; the checks would only cost time on the server's hot path.
    middleware: (getDefault) => getDefault({ serializableCheck: false, immutableCheck: false }),
    devTools: false,
  });
}

/** The preloaded state of a page: its embedded data; every other slice starts from its initial state. */
export function preloadedFromEmbedded(state: EmbeddedState): PreloadedAppState {
  const page: PageState = { entry: state.entry, pageTree: state.pageTree, featureFlags: state.featureFlags };
  if (state.pageTreeFile !== undefined) page.pageTreeFile = state.pageTreeFile;
  // The results page starts from the server's search, so the browser's first render matches it.
  if (isSearchResultsPage(state.entry)) {
    return { page, search: searchStateFromPage(state.entry.search, state.entry.locale === 'ja-JP' ? 'ja' : 'en') };
  }
  return { page };
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

function isSearchResultsPage(entry: PageBase): entry is SearchResultsPageView {
  return entry.kind === 'searchResults' && 'search' in entry;
}
