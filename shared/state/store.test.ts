import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { contentPage } from '../../test/support/template-fixtures';
import { hostDetected, initialAuthState } from './auth';
import type { PageState } from './page';
import { createAppStore, type AppState } from './store';

describe('the store of a page', () => {
  it('starts from the preloaded page, with every other slice in its initial state', () => {
    // Arrange
    const { state } = contentPage('topic', '/jira-cloud/docs/tour-2/');

    // Act
    const store = createAppStore({ page: state as PageState });

    // Assert
    expect(store.getState().page.entry).toEqual(state.entry);
    expect(store.getState().auth).toEqual(initialAuthState);
  });

  it('runs a dispatched thunk with the store’s dispatch and state, and answers what the thunk returns', async () => {
    // Arrange
    const store = createAppStore();
    const thunk: ThunkAction<Promise<string | null>, AppState, undefined, UnknownAction> = async (
      dispatch,
      getState,
    ) => {
      dispatch(hostDetected('support.example.com'));
      await Promise.resolve();
      return getState().auth.hostName;
    };

    // Act
    const answer = await store.dispatch(thunk);

    // Assert
    expect(answer).toBe('support.example.com');
    expect(store.getState().auth.hostName).toBe('support.example.com');
  });

  it('passes a thunk’s own dispatch of another thunk through the middleware too', () => {
    // Arrange
    const store = createAppStore();
    const inner: ThunkAction<string, AppState, undefined, UnknownAction> = (dispatch) => {
      dispatch(hostDetected('inner.example.com'));
      return 'inner';
    };

    // Act
    const answer = store.dispatch((dispatch) => dispatch(inner));

    // Assert
    expect(answer).toBe('inner');
    expect(store.getState().auth.hostName).toBe('inner.example.com');
  });

  it('tells each subscriber once per action, after the state has changed', () => {
    // Arrange
    const store = createAppStore();
    const seen: (string | null)[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.getState().auth.hostName));

    // Act
    store.dispatch(hostDetected('a.example.com'));
    store.dispatch(hostDetected('b.example.com'));
    unsubscribe();
    store.dispatch(hostDetected('c.example.com'));

    // Assert
    expect(seen).toEqual(['a.example.com', 'b.example.com']);
  });
});
