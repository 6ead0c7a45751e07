import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { loadCurrentUser } from '../state/auth';
import { EditControls } from './EditControls';
import { editorUser, makeStore, storeWithLoadedUser } from './render-with-store';

const EDIT_URL = 'https://app.contentful.com/spaces/helpcentre/environments/master/entries/topic-1';

describe('EditControls', () => {
  it('renders nothing on the server or for a visitor who cannot edit, so it reserves no space', () => {
    // Act
    const html = renderToString(
      <Provider store={makeStore()}>
        <EditControls kind="topic" editUrl={EDIT_URL} />
      </Provider>,
    );
    const { container } = render(
      <Provider store={storeWithLoadedUser({ ...editorUser, canEdit: false })}>
        <EditControls kind="topic" editUrl={EDIT_URL} />
      </Provider>,
    );

    // Assert
    expect(html).toBe('');
    expect(container).toBeEmptyDOMElement();
  });

  it('loads the editor tools and shows them in place once the user who can edit has loaded', async () => {
    // Arrange
    const store = makeStore();
    render(
      <Provider store={store}>
        <EditControls kind="topic" editUrl={EDIT_URL} />
      </Provider>,
    );
    expect(screen.queryByRole('group', { name: 'Editor tools' })).not.toBeInTheDocument();

    // Act
    act(() => {
      store.dispatch(loadCurrentUser.fulfilled(editorUser, 'request', () => Promise.resolve({})));
    });

    // Assert
    expect(await screen.findByRole('group', { name: 'Editor tools' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit this page (opens in a new tab)' })).toHaveAttribute('href', EDIT_URL);
  });
});
