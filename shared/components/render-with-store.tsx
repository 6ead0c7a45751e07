/** Test support: renders a component inside the page's Redux store, as the platform's App does. */
import { configureStore } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { authReducer } from '../state/auth';
import { chromeReducer } from '../state/chrome';
import { feedbackReducer } from '../state/feedback';
import { initialPageState, pageReducer, type PageState } from '../state/page';

export function makeStore(page: Partial<PageState> = {}) {
  return configureStore({
    reducer: { page: pageReducer, feedback: feedbackReducer, chrome: chromeReducer, auth: authReducer },
    preloadedState: { page: { ...initialPageState, ...page } },
  });
}

export function renderWithStore(ui: ReactElement, page: Partial<PageState> = {}): RenderResult {
  return render(<Provider store={makeStore(page)}>{ui}</Provider>);
}
