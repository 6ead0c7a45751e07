import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { loadCurrentUser } from '../../state/auth';
import { axeViolations, chromeView, createChromeStore, renderWithStore, signedInUser } from './chrome-fixtures';
import { SiteHeader } from './SiteHeader';

function desktopNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

function trigger(name: string) {
  return within(desktopNav()).getByRole('button', { name });
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

async function expectNoAxeViolations(container: HTMLElement) {
  expect(await axeViolations(container)).toEqual([]);
}

describe('SiteHeader', () => {
  beforeEach(() => setWidth(1280));

  it('starts with the logo: the skip link comes before the header, from the page (PageStart)', async () => {
    const user = userEvent.setup();
    renderWithStore(<SiteHeader chrome={chromeView()} />);
    await user.tab();
    expect(screen.queryByRole('link', { name: 'Skip to main content' })).not.toBeInTheDocument();
    expect(document.activeElement).toHaveClass('hc-header__logo');
  });

  it('shows the four top-level dropdown triggers as closed disclosures', () => {
    renderWithStore(<SiteHeader chrome={chromeView()} />);
    for (const name of ['Products', 'Get started', 'Documentation', 'Resources']) {
      const button = trigger(name);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
  });

  it('opens a dropdown, switches to another and closes it with its own trigger', async () => {
    const user = userEvent.setup();
    const { store } = renderWithStore(<SiteHeader chrome={chromeView()} />);
    await user.click(trigger('Products'));
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('hc-dropdown-products')).toBeVisible();

    await user.click(trigger('Resources'));
    expect(trigger('Products')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Resources')).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(document.getElementById('hc-dropdown-resources')!).getByRole('link', { name: /Billing/ }),
    ).toBeVisible();

    await user.click(trigger('Resources'));
    expect(trigger('Resources')).toHaveAttribute('aria-expanded', 'false');
    expect(store.getState().chrome.dropdown).toEqual({ isOpen: false });
  });

  it('opens a dropdown from the keyboard and closes it with Escape, returning focus to the trigger', async () => {
    const user = userEvent.setup();
    renderWithStore(<SiteHeader chrome={chromeView()} />);
    trigger('Get started').focus();
    await user.keyboard('{Enter}');
    expect(trigger('Get started')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Jira guide' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger('Get started')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Get started')).toHaveFocus();
  });

  it('closes on a click outside the header and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderWithStore(
      <>
        <SiteHeader chrome={chromeView()} />
        <main id="maincontent">
          <p>Page body</p>
        </main>
      </>,
    );
    await user.click(trigger('Documentation'));
    expect(trigger('Documentation')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Page body'));
    expect(trigger('Documentation')).toHaveAttribute('aria-expanded', 'false');
    expect(trigger('Documentation')).toHaveFocus();
  });

  it('stays open on a click inside the open dropdown', async () => {
    const user = userEvent.setup();
    renderWithStore(<SiteHeader chrome={chromeView()} />);
    await user.click(trigger('Documentation'));
    await user.click(screen.getAllByText('Cloud')[0]!);
    expect(trigger('Documentation')).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes when an item is chosen', async () => {
    const user = userEvent.setup();
    renderWithStore(<SiteHeader chrome={chromeView()} />);
    await user.click(trigger('Documentation'));
    const link = within(document.getElementById('hc-dropdown-documentation')!).getByRole('link', { name: 'Jira' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(trigger('Documentation')).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between the Cloud and Data Center tabs with arrows, Home and End', async () => {
    const user = userEvent.setup();
    renderWithStore(<SiteHeader chrome={chromeView()} />);
    await user.click(trigger('Products'));
    const panel = document.getElementById('hc-dropdown-products')!;
    const cloud = within(panel).getByRole('tab', { name: 'Cloud' });
    const dataCenter = within(panel).getByRole('tab', { name: 'Data Center' });
    expect(cloud).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByRole('tabpanel')).toHaveAccessibleName('Cloud');

    cloud.focus();
    await user.keyboard('{ArrowRight}');
    expect(dataCenter).toHaveFocus();
    expect(dataCenter).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByRole('tabpanel')).toHaveAccessibleName('Data Center');
    expect(within(panel).getByRole('link', { name: 'Bamboo' })).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(cloud).toHaveFocus();
    await user.keyboard('{End}');
    expect(dataCenter).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cloud).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(dataCenter).toHaveAttribute('aria-selected', 'true');
    expect(cloud).toHaveAttribute('tabindex', '-1');
  });

  it('shows five products with icons until See all other apps is toggled', async () => {
    const user = userEvent.setup();
    renderWithStore(<SiteHeader chrome={chromeView()} />);
    await user.click(trigger('Products'));
    const panel = within(document.getElementById('hc-desktop-products-panel-cloud')!);
    expect(panel.getAllByRole('link')).toHaveLength(5);
    expect(panel.queryByRole('link', { name: 'Opsgenie' })).toBeNull();
    expect(panel.getByRole('link', { name: 'Jira' }).querySelector('img')).toHaveAttribute('src', '/icons/jira.svg');

    const toggle = panel.getByRole('button', { name: 'See all other apps' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(panel.getAllByRole('link')).toHaveLength(7);
    expect(panel.getByRole('button', { name: 'Show fewer apps' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows no toggle when a deployment has five products or fewer', async () => {
    const user = userEvent.setup();
    renderWithStore(<SiteHeader chrome={chromeView()} />);
    await user.click(trigger('Products'));
    expect(
      within(document.getElementById('hc-desktop-products-panel-dataCenter')!).queryByRole('button', { hidden: true }),
    ).toBeNull();
  });

  it('shows version 2 menus by heading with primary items in rows and secondary columns', async () => {
    const user = userEvent.setup();
    renderWithStore(<SiteHeader chrome={chromeView({ version: 'v2' })} />);
    expect(within(desktopNav()).queryByRole('button', { name: 'Get started' })).toBeNull();
    await user.click(trigger('Learn'));
    const panel = document.getElementById('hc-dropdown-menu-menu-learn')!;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: /Tutorials\s*Step by step/ })).toHaveAttribute(
      'href',
      '/tutorials/',
    );
    expect(panel.querySelector('.hc-menu__primary')).toHaveStyle('--hc-menu-rows: 2');
    const column = within(panel).getByRole('list', { name: 'Popular' });
    expect(within(column).getByRole('link', { name: 'Billing FAQ' })).toHaveAttribute('href', '/billing/faq/');
    expect(panel.querySelector('.hc-menu__column')).toHaveStyle('--hc-menu-columns: 2');
  });

  it('renders the waffle variant of the products menu', async () => {
    const user = userEvent.setup();
    renderWithStore(<SiteHeader chrome={chromeView({ useWaffleMenu: true })} />);
    const waffle = trigger('Products');
    expect(waffle).toHaveClass('hc-header__trigger--waffle');
    expect(waffle.querySelector('svg')).not.toBeNull();
    await user.click(waffle);
    expect(document.getElementById('hc-dropdown-products')).toHaveClass('hc-dropdown--waffle');
    expect(document.querySelector('.hc-products--waffle')).not.toBeNull();
  });

  it('re-evaluates the mobile flag 100 ms after the last resize across 768 px', () => {
    jest.useFakeTimers();
    try {
      const { store } = renderWithStore(<SiteHeader chrome={chromeView()} />);
      expect(store.getState().chrome.isMobile).toBe(false);
      setWidth(500);
      act(() => {
        fireEvent(window, new Event('resize'));
        jest.advanceTimersByTime(60);
        fireEvent(window, new Event('resize'));
        jest.advanceTimersByTime(99);
      });
      expect(store.getState().chrome.isMobile).toBe(false);
      act(() => jest.advanceTimersByTime(1));
      expect(store.getState().chrome.isMobile).toBe(true);

      setWidth(768);
      act(() => {
        fireEvent(window, new Event('resize'));
        jest.advanceTimersByTime(100);
      });
      expect(store.getState().chrome.isMobile).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it('measures the viewport after mounting on a narrow screen', () => {
    setWidth(400);
    const { store } = renderWithStore(<SiteHeader chrome={chromeView()} />);
    expect(store.getState().chrome.isMobile).toBe(true);
  });

  it('lists Apps, Get started, Documentation and Resources as drill-in items on mobile', async () => {
    setWidth(400);
    const user = userEvent.setup();
    renderWithStore(<SiteHeader chrome={chromeView()} />);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const mobile = document.getElementById('hc-mobile-menu')!;
    expect(mobile).toBeVisible();
    const items = within(mobile)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(items).toEqual(['Apps', 'Get started', 'Documentation', 'Resources']);

    await user.click(within(mobile).getByRole('button', { name: 'Apps' }));
    expect(within(mobile).getByRole('heading', { name: 'Apps' })).toBeVisible();
    const back = within(mobile).getByRole('button', { name: 'Back' });
    expect(back).toHaveFocus();
    expect(within(mobile).getByRole('tab', { name: 'Cloud' })).toBeVisible();

    await user.click(back);
    expect(within(mobile).queryByRole('heading', { name: 'Apps' })).toBeNull();
    expect(within(mobile).getByRole('button', { name: 'Apps' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('names the products menu on mobile with the word of its desktop trigger on a Japanese page', async () => {
    setWidth(400);
    const user = userEvent.setup();
    renderWithStore(<SiteHeader chrome={chromeView({ locale: 'ja-JP' })} returnTo="/ja/" />);
    await user.click(screen.getByRole('button', { name: 'メニュー' }));
    const mobile = document.getElementById('hc-mobile-menu')!;

    const items = within(mobile)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await user.click(within(mobile).getByRole('button', { name: '製品' }));

    expect(items).toEqual(['製品', 'はじめに', 'ドキュメント', 'リソース']);
    expect(within(mobile).getByRole('heading', { name: '製品' })).toBeVisible();
  });

  it('shows the side panel with sign-in, contact and extra links in the mobile menu', async () => {
    setWidth(400);
    const user = userEvent.setup();
    renderWithStore(<SiteHeader chrome={chromeView()} returnTo="/jira/resources/" />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const mobile = within(document.getElementById('hc-mobile-menu')!);
    expect(mobile.getByRole('link', { name: 'Log in to account' })).toHaveAttribute(
      'href',
      '/login/?application=sac&continue=%2Fjira%2Fresources%2F',
    );
    expect(mobile.getByRole('link', { name: 'Log in to contact support' })).toHaveAttribute(
      'href',
      '/login/?application=sac&continue=%2Fcontact%2F',
    );
    const extras = within(mobile.getByRole('list', { name: 'More links' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(extras).toEqual(['System status', 'Marketplace', 'Developers', 'Training']);
  });

  it('closes an open mobile sub-state when the viewport widens past 768 px', async () => {
    jest.useFakeTimers();
    try {
      setWidth(400);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithStore(<SiteHeader chrome={chromeView()} />);
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      await user.click(within(document.getElementById('hc-mobile-menu')!).getByRole('button', { name: 'Resources' }));
      setWidth(1280);
      act(() => {
        fireEvent(window, new Event('resize'));
        jest.advanceTimersByTime(100);
      });
      expect(trigger('Resources')).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById('hc-mobile-menu')).not.toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens the mobile menu with one tap after narrowing the window with a desktop dropdown open', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderWithStore(<SiteHeader chrome={chromeView()} />);
      await user.click(trigger('Products'));
      setWidth(390);
      act(() => {
        fireEvent(window, new Event('resize'));
        jest.advanceTimersByTime(100);
      });
      const menuButton = screen.getByRole('button', { name: 'Menu' });
      expect(menuButton).toHaveAttribute('aria-expanded', 'false');

      await user.click(menuButton);

      expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      const menu = document.getElementById('hc-mobile-menu')!;
      expect(menu).toBeVisible();
      expect(within(menu).getByRole('button', { name: 'Resources' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows Japanese labels and /ja links for the ja-JP locale', async () => {
    const user = userEvent.setup();
    renderWithStore(<SiteHeader chrome={chromeView({ locale: 'ja-JP' })} returnTo="/ja/" />);
    const nav = screen.getByRole('navigation', { name: 'メイン' });
    for (const name of ['製品', 'はじめに', 'ドキュメント', 'リソース']) {
      expect(within(nav).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      '/ja/login/?application=sac&continue=%2Fja%2F',
    );
    expect(screen.getByRole('link', { name: 'ログインしてサポートに問い合わせる' })).toHaveAttribute(
      'href',
      '/ja/login/?application=sac&continue=%2Fja%2Fcontact%2F',
    );
    expect(screen.getByRole('button', { name: '検索 (新しいタブで開きます)' }).closest('form')).toHaveAttribute(
      'action',
      '/ja/search-results/',
    );
    expect(screen.getByRole('combobox', { name: '検索' })).toHaveAttribute('placeholder', 'ヘルプを検索');
    await user.click(within(nav).getByRole('button', { name: '製品' }));
    expect(screen.getAllByRole('button', { name: '他のすべてのアプリを表示' })[0]).toBeVisible();
  });

  it('opens search results in a new tab from the search button, saying so in its name', () => {
    renderWithStore(<SiteHeader chrome={chromeView()} />);
    const form = screen.getByRole('button', { name: 'Search (opens in a new tab)' }).closest('form');
    expect(form).toHaveAttribute('action', '/search-results/');
    expect(form).toHaveAttribute('target', '_blank');
  });

  it('has a search box the / shortcut focuses, shown as a key beside it and said in aria-keyshortcuts', () => {
    renderWithStore(<SiteHeader chrome={chromeView()} />);
    const box = screen.getByRole('combobox', { name: 'Search' });
    expect(box).toHaveAttribute('aria-keyshortcuts', '/');
    expect(box).toHaveAttribute('data-search-shortcut');
    expect(box).toHaveAttribute('placeholder', 'Search help');
    const key = box.parentElement?.querySelector('kbd');
    expect(key).toHaveTextContent('/');
    expect(key).toHaveAttribute('aria-hidden', 'true');
  });

  it('switches from Sign in to the avatar menu once the browser learns the user', async () => {
    const store = createChromeStore();
    renderWithStore(<SiteHeader chrome={chromeView()} />, store);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    const box = screen.getByRole('link', { name: 'Sign in' }).closest('.hc-account');
    await act(() =>
      store.dispatch(
        loadCurrentUser(() => Promise.resolve({ data: { userName: 'ada@example.com', displayName: 'Ada' } })),
      ),
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Account: Ada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account: Ada' }).closest('.hc-account')?.className).toBe(box?.className);
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact/');
  });

  it("leads the header's and the mobile menu's contact links to the page's own support form, its product chosen", () => {
    const forms = {
      authenticated: '/contact/?product=jira-software',
      unauthenticated: '/contact/?product=jira-software&anonymous=true',
    };
    const store = createChromeStore({
      page: {
        entry: { chrome: { header: {} }, url: '/jira-software-cloud/docs/', locale: 'en-US', supportFormUrls: forms },
      },
      auth: { status: 'success', user: signedInUser },
    });
    renderWithStore(<SiteHeader chrome={chromeView()} />, store);

    for (const link of screen.getAllByRole('link', { name: 'Contact support', hidden: true })) {
      expect(link).toHaveAttribute('href', '/contact/?product=jira-software');
    }
  });

  it("sends an anonymous visitor to the page's own support form through sign-in", () => {
    const store = createChromeStore({
      page: {
        entry: {
          chrome: { header: {} },
          url: '/confluence-cloud/docs/',
          locale: 'en-US',
          supportFormUrls: { authenticated: '/contact/?product=confluence' },
        },
      },
    });
    renderWithStore(<SiteHeader chrome={chromeView()} />, store);

    expect(screen.getAllByRole('link', { name: 'Log in to contact support', hidden: true })[0]).toHaveAttribute(
      'href',
      '/login/?application=sac&continue=%2Fcontact%2F%3Fproduct%3Dconfluence',
    );
  });

  it('renders on the server with both the desktop items and the mobile menu button, and hydrates cleanly', () => {
    const chrome = chromeView();
    const serverStore = createChromeStore();
    const html = renderToString(
      <Provider store={serverStore}>
        <SiteHeader chrome={chrome} returnTo="/" />
      </Provider>,
    );
    expect(html).toContain('hc-header__items');
    expect(html).toContain('hc-header__menu-button');
    expect(html).toContain('Sign in');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      let root: Root | undefined;
      act(() => {
        root = hydrateRoot(
          container,
          <Provider store={createChromeStore()}>
            <SiteHeader chrome={chrome} returnTo="/" />
          </Provider>,
        );
      });
      expect(errors).not.toHaveBeenCalled();
      act(() => root?.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });

  it("renders each menu as a link to its menu's page on the server, with no panel in the markup", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={createChromeStore()}>
        <SiteHeader chrome={chromeView()} returnTo="/" />
      </Provider>,
    );
    const triggers = [...container.querySelectorAll<HTMLAnchorElement>('.hc-header__items a.hc-header__trigger')];
    expect(triggers.map((trigger) => [trigger.textContent, trigger.getAttribute('href')])).toEqual([
      ['Products', '/menus/products/'],
      ['Get started', '/menus/getStarted/'],
      ['Documentation', '/menus/documentation/'],
      ['Resources', '/menus/resources/'],
    ]);
    expect(container.querySelector('.hc-dropdown')).toBeNull();
    expect(container.querySelector('.hc-product-card, .hc-card-list, .hc-link-group')).toBeNull();
    const menu = container.querySelector('details > summary.hc-header__menu-button')?.parentElement;
    expect(menu?.querySelector('#hc-mobile-menu')).not.toBeNull();
    const items = [...(menu?.querySelectorAll<HTMLAnchorElement>('a.hc-mobile-menu__item') ?? [])];
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Apps', '/menus/products/'],
      ['Get started', '/menus/getStarted/'],
      ['Documentation', '/menus/documentation/'],
      ['Resources', '/menus/resources/'],
    ]);
  });

  it("links a version 2 menu to its own page, and a Japanese page's menus to Japanese pages", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={createChromeStore()}>
        <SiteHeader chrome={chromeView({ version: 'v2', locale: 'ja-JP' })} returnTo="/" />
      </Provider>,
    );
    const hrefs = [...container.querySelectorAll('.hc-header__items a.hc-header__trigger')].map((trigger) =>
      trigger.getAttribute('href'),
    );
    expect(hrefs[0]).toBe('/ja/menus/products/');
    expect(hrefs.slice(1).every((href) => href?.startsWith('/ja/menus/menu-'))).toBe(true);
    expect(hrefs.length).toBeGreaterThan(1);
  });

  it('replaces the disclosures with scripted buttons in place once hydrated', () => {
    const chrome = chromeView();
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Provider store={createChromeStore()}>
        <SiteHeader chrome={chrome} returnTo="/" />
      </Provider>,
    );
    document.body.append(container);
    try {
      let root: Root | undefined;
      act(() => {
        root = hydrateRoot(
          container,
          <Provider store={createChromeStore()}>
            <SiteHeader chrome={chrome} returnTo="/" />
          </Provider>,
        );
      });
      expect(container.querySelector('details')).toBeNull();
      expect(container.querySelector('a.hc-header__trigger')).toBeNull();
      expect(within(container).getByRole('button', { name: 'Products' })).toHaveAttribute('aria-expanded', 'false');
      expect(within(container).getByRole('button', { name: 'Menu' })).toHaveAttribute(
        'aria-controls',
        'hc-mobile-menu',
      );
      act(() => root?.unmount());
    } finally {
      container.remove();
    }
  });

  it('has no axe violations when closed', async () => {
    const { container } = renderWithStore(<SiteHeader chrome={chromeView()} />);
    await expectNoAxeViolations(container);
  });

  it('has no axe violations with the products dropdown open', async () => {
    const user = userEvent.setup();
    const { container } = renderWithStore(<SiteHeader chrome={chromeView()} />);
    await user.click(trigger('Products'));
    await expectNoAxeViolations(container);
  });

  it('has no axe violations with a version 2 menu open and a signed-in user', async () => {
    const user = userEvent.setup();
    const store = createChromeStore({ auth: { status: 'success', user: signedInUser } });
    const { container } = renderWithStore(<SiteHeader chrome={chromeView({ version: 'v2' })} />, store);
    await user.click(trigger('Learn'));
    await expectNoAxeViolations(container);
  });

  it('has no axe violations with the mobile menu drilled into a type', async () => {
    setWidth(400);
    const user = userEvent.setup();
    const { container } = renderWithStore(<SiteHeader chrome={chromeView()} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await expectNoAxeViolations(container);
    await user.click(within(document.getElementById('hc-mobile-menu')!).getByRole('button', { name: 'Resources' }));
    await expectNoAxeViolations(container);
  });
});
