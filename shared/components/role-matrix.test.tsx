import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { rolesOf } from '../../server/auth/roles';
import { authReducer, hostDetected, loadCurrentUser } from '../state/auth';
import { chromeReducer } from '../state/chrome';
import { AccountMenu } from './chrome/AccountMenu';
import { EditControls } from './EditControls';

const auth = { editorEmailDomain: 'atlassian.com', staffEmails: ['@support.example'] };
const EDIT_URL = 'https://app.contentful.com/spaces/space/entries/entry-1';

/** The auth endpoint's answer for an address on a host, as server/routes/auth.ts builds it. */
function details(email: string, host: string) {
  return {
    data: {
      userName: email,
      id: 'id-1',
      photos: [{ value: '' }],
      displayName: email.split('@')[0],
      emailAddress: email,
      roles: rolesOf(email, host, auth),
    },
  };
}

async function renderAs(email: string | null, host = 'support.example.com') {
  const store = configureStore({ reducer: { auth: authReducer, chrome: chromeReducer } });
  store.dispatch(hostDetected(host));
  await act(async () => {
    await store.dispatch(loadCurrentUser(() => Promise.resolve(email ? details(email, host) : null)));
  });
  render(
    <Provider store={store}>
      <AccountMenu locale="en-US" returnTo="/here/" />
      <EditControls kind="topic" editUrl={EDIT_URL} />
    </Provider>,
  );
}

async function menuItems(name: string): Promise<string[]> {
  await userEvent.click(await screen.findByRole('button', { name: `Account: ${name}` }));
  return within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

describe('what each role sees in the chrome and on a page', () => {
  it('anonymous: a Sign in link, no account menu, no editor tools', async () => {
    await renderAs(null);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login/?application=sac&continue=%2Fhere%2F',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Editor tools' })).toBeNull();
  });

  it('authenticated: the account menu with View requests, no editor tools', async () => {
    await renderAs('ada@example.com');
    expect(await menuItems('ada')).toContain('View requests');
    expect(screen.queryByRole('group', { name: 'Editor tools' })).toBeNull();
  });

  it('partner host: the account menu offers the partner requests instead', async () => {
    await renderAs('ada@example.com', 'partners.example.com');
    const items = await menuItems('ada');
    expect(items).not.toContain('View requests');
    expect(items).toContain('view partner requests');
  });

  it('editor: the editor tools link to the entry in Contentful, in a new tab', async () => {
    await renderAs('ed@atlassian.com');
    const tools = await screen.findByRole('group', { name: 'Editor tools' });
    const button = within(tools).getByRole('link', { name: /Edit Page in Contentful/ });
    expect(button).toHaveAttribute('href', EDIT_URL);
    expect(button).toHaveAttribute('target', '_blank');
  });

  it('staff: a signed-in user without editor tools (the queue is served to them by the server)', async () => {
    await renderAs('sam@support.example');
    expect(await menuItems('sam')).toContain('View requests');
    expect(screen.queryByRole('group', { name: 'Editor tools' })).toBeNull();
  });
});
