import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMenu } from './AccountMenu';
import { axeViolations, createChromeStore, renderWithStore, signedInUser } from './chrome-fixtures';

/**
 * The avatar button, whose code is a chunk of its own loaded once the user is known: on a busy
 * machine that can take longer than a find's default second.
 */
function avatarButton(name: string | RegExp): Promise<HTMLElement> {
  return screen.findByRole('button', { name }, { timeout: 10_000 });
}

function signedInStore(hostName = 'support.example.com') {
  return createChromeStore({ auth: { status: 'success', user: signedInUser, hostName } });
}

describe('AccountMenu', () => {
  it('shows a Sign in link that returns to the page for anonymous visitors', () => {
    renderWithStore(<AccountMenu locale="en-US" returnTo="/jira/resources/" />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login/?application=sac&continue=%2Fjira%2Fresources%2F',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing, not even an empty box, on a site that offers no sign-in', () => {
    const { container } = renderWithStore(<AccountMenu locale="en-US" returnTo="/" offersSignIn={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens the avatar menu with account, support and log-out items', async () => {
    const user = userEvent.setup();
    renderWithStore(<AccountMenu locale="en-US" returnTo="/" />, signedInStore());
    const button = await avatarButton('Account: Ada Lovelace');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button.querySelector('img')).toHaveAttribute('src', 'https://avatars.example.com/ada.png');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Manage account',
      'Switch accountNew',
      'View requests',
      'Manage named contacts',
      'Log out',
    ]);
    expect(
      within(menu)
        .getByRole('menuitem', { name: /Switch account/ })
        .querySelector('.hc-lozenge'),
    ).toHaveTextContent('New');
    expect(within(menu).getByRole('group', { name: 'Support' })).toContainElement(
      within(menu).getByRole('menuitem', { name: 'View requests' }),
    );
    expect(within(menu).getByRole('menuitem', { name: 'View requests' })).toHaveAttribute('href', '/requests/');
    expect(within(menu).getByRole('menuitem', { name: 'Manage named contacts' })).toHaveAttribute(
      'href',
      '/named-contact/',
    );
    expect(within(menu).getByRole('menuitem', { name: /Switch account/ })).toHaveAttribute(
      'href',
      '/login/?prompt=select_account&application=sac&continue=%2F&login_hint=ada%40example.com',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveAttribute('href', '/logout/?continue=%2F');
  });

  it("links Manage account to the identity provider's profile page from the user endpoint", async () => {
    const user = userEvent.setup();
    renderWithStore(<AccountMenu locale="en-US" returnTo="/" />, signedInStore());
    await user.click(await avatarButton('Account: Ada Lovelace'));
    expect(screen.getByRole('menuitem', { name: 'Manage account' })).toHaveAttribute(
      'href',
      'https://id.example.com/profile',
    );
  });

  it("links Manage account to the site's own account page when there is no provider's profile page (local sign-in)", async () => {
    const user = userEvent.setup();
    const store = createChromeStore({
      auth: { status: 'success', user: { ...signedInUser, manageAccountUrl: '' }, hostName: 'support.example.com' },
    });
    renderWithStore(<AccountMenu locale="ja-JP" returnTo="/ja/" />, store);
    await user.click(await avatarButton(/Ada Lovelace/));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('アカウントを管理');
    expect(items[0]).toHaveAttribute('href', '/ja/account/');
  });

  it('moves through the items with arrows, Home and End, and closes on Escape with focus on the button', async () => {
    const user = userEvent.setup();
    renderWithStore(<AccountMenu locale="en-US" />, signedInStore());
    const button = await avatarButton(/Account/);
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Manage account' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /Switch account/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Manage account' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Manage account' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens on ArrowUp with the last item focused', async () => {
    const user = userEvent.setup();
    renderWithStore(<AccountMenu locale="en-US" />, signedInStore());
    (await avatarButton(/Account/)).focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toHaveFocus();
  });

  it('closes on a click outside the menu', async () => {
    const user = userEvent.setup();
    renderWithStore(
      <>
        <AccountMenu locale="en-US" />
        <p>Elsewhere</p>
      </>,
      signedInStore(),
    );
    await user.click(await avatarButton(/Account/));
    expect(screen.getByRole('menu')).toBeVisible();
    await user.click(screen.getByText('Elsewhere'));
    expect(screen.getByRole('button', { name: /Account/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows view partner requests on partner hosts', async () => {
    const user = userEvent.setup();
    renderWithStore(<AccountMenu locale="en-US" />, signedInStore('partners.example.com'));
    await user.click(await avatarButton(/Account/));
    expect(screen.getByRole('menuitem', { name: 'view partner requests' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'View requests' })).toBeNull();
  });

  it('shows initials when the user has no avatar', async () => {
    const store = createChromeStore({ auth: { status: 'success', user: { ...signedInUser, avatarUrl: '' } } });
    renderWithStore(<AccountMenu locale="en-US" />, store);
    expect(await avatarButton(/Account/)).toHaveTextContent('AL');
  });

  it('labels the menu in Japanese with /ja links, logging out back to the page the visitor is on', async () => {
    const user = userEvent.setup();
    renderWithStore(<AccountMenu locale="ja-JP" returnTo="/ja/jira-software-cloud/docs/" />, signedInStore());
    await user.click(await avatarButton('アカウント: Ada Lovelace'));
    expect(screen.getByRole('menuitem', { name: 'アカウントを管理' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'リクエストを表示' })).toHaveAttribute('href', '/ja/requests/');
    expect(screen.getByRole('menuitem', { name: 'ログアウト' })).toHaveAttribute(
      'href',
      '/ja/logout/?continue=%2Fja%2Fjira-software-cloud%2Fdocs%2F',
    );
  });

  it('logs out of a page that needs a session back to the home page, which still shows something', async () => {
    const user = userEvent.setup();
    renderWithStore(<AccountMenu locale="ja-JP" returnTo="/ja/requests/HC-00000001/" />, signedInStore());
    await user.click(await avatarButton('アカウント: Ada Lovelace'));
    expect(screen.getByRole('menuitem', { name: 'ログアウト' })).toHaveAttribute(
      'href',
      '/ja/logout/?continue=%2Fja%2F',
    );
  });

  it('shows who is signed in at the top of the menu, and names the group after them', async () => {
    const user = userEvent.setup();
    renderWithStore(<AccountMenu locale="en-US" returnTo="/" />, signedInStore());
    await user.click(await avatarButton('Account: Ada Lovelace'));
    const menu = screen.getByRole('menu');
    const group = within(menu).getByRole('group', { name: `Signed in as ${signedInUser.email}` });
    expect(group.querySelector('.hc-account__identity')).toHaveTextContent(`Ada Lovelace${signedInUser.email}`);
    expect(group).toContainElement(within(menu).getByRole('menuitem', { name: 'Manage account' }));
  });

  it('has no axe violations when open', async () => {
    const user = userEvent.setup();
    const { container } = renderWithStore(<AccountMenu locale="en-US" />, signedInStore());
    await user.click(await avatarButton(/Account/));
    expect(await axeViolations(container)).toEqual([]);
  });
});
