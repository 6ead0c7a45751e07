/** Test support: renders a component inside the page's Redux store, as the platform's App does. */
import { configureStore } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { LocaleProvider } from '../i18n/locale';
import { DEFAULT_LOCALE } from '../types/content';
import {
  anonymousUser,
  authReducer,
  initialAuthState,
  loadCurrentUser,
  type AuthState,
  type CurrentUser,
} from '../state/auth';
import { chromeReducer } from '../state/chrome';
import { feedbackReducer } from '../state/feedback';
import { initialPageState, pageReducer, type PageState } from '../state/page';

/** A store with the page data and, when given, a user the browser has already loaded. */
export function makeStore(page: Partial<PageState> = {}, user?: CurrentUser) {
  const auth: AuthState = user ? { ...initialAuthState, status: 'success', user } : initialAuthState;
  return configureStore({
    reducer: { page: pageReducer, feedback: feedbackReducer, chrome: chromeReducer, auth: authReducer },
    preloadedState: {
      page: { ...initialPageState, ...page },
      auth,
    },
  });
}

/** A signed-in user who can edit content. */
export const editorUser: CurrentUser = {
  ...anonymousUser,
  isAuthenticated: true,
  email: 'editor@atlassian.com',
  displayName: 'Editor',
  canEdit: true,
};

/** A store whose user was loaded by the browser after the page rendered, as after hydration. */
export function storeWithLoadedUser(user: CurrentUser) {
  const store = makeStore();
  store.dispatch(loadCurrentUser.fulfilled(user, 'request', () => Promise.resolve({})));
  return store;
}

export function renderWithStore(ui: ReactElement, page: Partial<PageState> = {}, user?: CurrentUser): RenderResult {
  // Like App: the page locale from the page data, so a template renders its Japanese labels.
  return render(
    <Provider store={makeStore(page, user)}>
      <LocaleProvider locale={page.entry?.locale ?? DEFAULT_LOCALE}>{ui}</LocaleProvider>
    </Provider>,
  );
}

/**
 * The server's markup of a component, as a visitor without JavaScript gets it: rendered to a string
 * the way react-dom/server does, then parsed into a detached container for queries.
 */
export function renderServerMarkup(ui: ReactElement, page: Partial<PageState> = {}): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Provider store={makeStore(page)}>
      <LocaleProvider locale={page.entry?.locale ?? DEFAULT_LOCALE}>{ui}</LocaleProvider>
    </Provider>,
  );
  return container;
}
