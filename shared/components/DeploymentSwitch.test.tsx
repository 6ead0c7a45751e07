import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider } from '../i18n/locale';
import type { DeploymentSwitchView } from '../types/pages/common';
import { DeploymentSwitch } from './DeploymentSwitch';
import { EnhancedProvider } from './Enhanced';
import { makeStore, renderServerMarkup, renderWithStore } from './render-with-store';

const view: DeploymentSwitchView = {
  current: 'Data Center',
  cloudUrl: '/confluence-cloud/docs/back-up/',
  searchUrl: '/search-results/?searchTerm=Back+up',
  dataCenter: {
    kind: 'versions',
    currentVersion: '9.2',
    versions: [
      { number: '9.2', url: '/c/9.2/docs/back-up/', searchUrl: '/search-results/?v=9.2' },
      { number: '9.1', searchUrl: '/search-results/?v=9.1', browseUrl: '/c/9.1/docs/' },
    ],
  },
};

/** Opens the dialog, whose code loads on first use, and waits until it has taken focus. */
async function openMissingVersion() {
  renderWithStore(<DeploymentSwitch view={view} />);
  await userEvent.click(screen.getByRole('button', { name: 'Data Center 9.2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Data Center 9.1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unable to find page' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
}

describe('DeploymentSwitch', () => {
  it('links Cloud and lists the Data Center versions with this page', async () => {
    // Arrange
    renderWithStore(<DeploymentSwitch view={view} />);

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Data Center 9.2' }));

    // Assert
    expect(screen.getByRole('link', { name: 'Cloud' })).toHaveAttribute('href', '/confluence-cloud/docs/back-up/');
    expect(screen.getByRole('link', { name: 'Data Center 9.2' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the Unable to find page dialog for a version without this page, focusing its first action', async () => {
    // Act
    await openMissingVersion();

    // Assert
    const dialog = screen.getByRole('dialog', { name: 'Unable to find page' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent("This exact page doesn't exist in the Data Center 9.1 documentation.");
    expect(screen.getByRole('link', { name: 'Search' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search-results/?v=9.1');
    expect(screen.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/c/9.1/docs/');
  });

  it('keeps focus inside the dialog when tabbing past either end', async () => {
    // Arrange
    await openMissingVersion();

    // Act
    await userEvent.tab({ shift: true });

    // Assert
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    // Act
    await userEvent.tab();

    // Assert
    expect(screen.getByRole('link', { name: 'Search' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the version menu button', async () => {
    // Arrange
    await openMissingVersion();

    // Act
    await userEvent.keyboard('{Escape}');

    // Assert
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Data Center 9.2' })).toHaveFocus();
  });

  it('closes on Cancel', async () => {
    // Arrange
    await openMissingVersion();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    // Assert
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a single server link when the product has no versions', () => {
    // Act
    renderWithStore(
      <DeploymentSwitch
        view={{
          current: 'Cloud',
          cloudUrl: '/jira/',
          searchUrl: '/search-results/',
          dataCenter: { kind: 'single', url: '/jira-dc/' },
        }}
      />,
    );

    // Assert
    expect(screen.getByRole('link', { name: 'Data Center' })).toHaveAttribute('href', '/jira-dc/');
    expect(screen.getByRole('link', { name: 'Cloud' })).toHaveAttribute('aria-current', 'page');
  });
  it('moves between Data Center versions with Down and Up, wrapping, and closes the list with Escape', async () => {
    // Arrange
    renderWithStore(<DeploymentSwitch view={view} />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Data Center 9.2' });
    toggle.focus();

    // Act
    await user.keyboard('{ArrowDown}');
    const first = document.activeElement;
    await user.keyboard('{ArrowDown}');
    const second = document.activeElement;
    await user.keyboard('{ArrowDown}');
    const wrappedDown = document.activeElement;
    await user.keyboard('{ArrowUp}');
    const wrappedUp = document.activeElement;
    await user.keyboard('{Escape}');

    // Assert
    expect(first).toBe(screen.getByRole('link', { name: 'Data Center 9.2', hidden: true }));
    expect(second).toBe(screen.getByRole('button', { name: 'Data Center 9.1', hidden: true }));
    expect(wrappedDown).toBe(first);
    expect(wrappedUp).toBe(second);
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the version list on its last version with Up on the toggle', async () => {
    // Arrange
    renderWithStore(<DeploymentSwitch view={view} />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Data Center 9.2' }).focus();

    // Act
    await user.keyboard('{ArrowUp}');

    // Assert
    expect(screen.getByRole('button', { name: 'Data Center 9.1' })).toHaveFocus();
  });

  /** The switch with a paragraph and a button after it, and the version list opened with a click. */
  async function openVersionsBeside() {
    const user = userEvent.setup();
    renderWithStore(
      <>
        <DeploymentSwitch view={view} />
        <p>Article text</p>
        <button type="button">Elsewhere</button>
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Data Center 9.2' });
    await user.click(toggle);
    expect(screen.getByRole('list', { name: 'Choose a Data Center version' })).toBeVisible();
    return { user, toggle };
  }

  it('closes the version list on a click outside it, without moving focus', async () => {
    // Arrange
    const { user } = await openVersionsBeside();

    // Act
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));

    // Assert
    expect(screen.getByRole('button', { name: 'Data Center 9.2' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Choose a Data Center version' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('keeps the version list open on a click inside it', async () => {
    // Arrange
    const { user, toggle } = await openVersionsBeside();

    // Act
    await user.click(screen.getByRole('list', { name: 'Choose a Data Center version' }));

    // Assert
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the version list when Tab moves focus past its last version', async () => {
    // Arrange
    const { user } = await openVersionsBeside();
    await user.keyboard('{ArrowUp}');

    // Act
    await user.tab();

    // Assert
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Data Center 9.2' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the version list on Escape with focus on the page, and returns focus to its toggle', async () => {
    // Arrange
    const { user, toggle } = await openVersionsBeside();
    // Safari does not focus a button it clicks: focus is on the page.
    toggle.blur();

    // Act
    await user.keyboard('{Escape}');

    // Assert
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('is all links in the server markup: the versions in a native disclosure, a missing page to its version docs home', () => {
    // Act
    const markup = renderServerMarkup(<DeploymentSwitch view={view} />);

    // Assert
    const summary = markup.querySelector('details.hc-deployment-switch__menu > summary');
    expect(summary?.textContent).toBe('Data Center 9.2');
    const links = [...markup.querySelectorAll('details a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Data Center 9.2', '/c/9.2/docs/back-up/'],
      ['Data Center 9.1', '/c/9.1/docs/'],
    ]);
    expect(markup.querySelector('button')).toBeNull();
  });

  it.each([
    [
      'a Cloud-only product its Data Center',
      { current: 'Cloud', cloudUrl: '/statuspage/', searchUrl: '/search-results/', dataCenter: { kind: 'none' } },
      'Data Center',
    ],
    [
      'a Data Center-only product its Cloud',
      { current: 'Data Center', searchUrl: '/search-results/', dataCenter: { kind: 'single', url: '/crowd/' } },
      'Cloud',
    ],
  ] as const)('shows %s as unavailable text, not a control, before and after hydration', (_name, shown, edition) => {
    // Act
    const markup = renderServerMarkup(<DeploymentSwitch view={shown} />);
    renderWithStore(<DeploymentSwitch view={shown} />);

    // Assert
    for (const root of [markup, document.body]) {
      const unavailable = root.querySelector('.hc-deployment-switch__option--unavailable')!;
      expect(unavailable.textContent).toBe(`${edition} (not available for this product)`);
      expect(unavailable.closest('a, button')).toBeNull();
    }
    expect(screen.queryByRole('link', { name: new RegExp(`^${edition}`) })).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(`^${edition}`) })).toBeNull();
  });

  it('links a Data Center edition without this page to its search in the server markup', () => {
    // Act
    const markup = renderServerMarkup(
      <DeploymentSwitch
        view={{
          current: 'Cloud',
          cloudUrl: '/jira/',
          searchUrl: '/search-results/?searchTerm=Jira',
          dataCenter: { kind: 'single' },
        }}
      />,
    );

    // Assert
    expect(markup.querySelector('a:not([aria-current])')?.getAttribute('href')).toBe(
      '/search-results/?searchTerm=Jira',
    );
    expect(markup.querySelector('button')).toBeNull();
  });
});

describe('DeploymentSwitch hydrated after the visitor turned to it', () => {
  let container: HTMLElement;
  let root: Root | undefined;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    document.body.innerHTML = '';
  });

  /**
   * Puts the server's markup of the switch in the page, lets `visitor` act on it as before its code
   * arrives, then hydrates it as the page does. Returns the errors React reported.
   */
  async function hydrateAfter(visitor: () => void): Promise<unknown[]> {
    const page = (
      <Provider store={makeStore()}>
        <LocaleProvider locale="en-US">
          <EnhancedProvider>
            <DeploymentSwitch view={view} />
          </EnhancedProvider>
        </LocaleProvider>
      </Provider>
    );
    container.innerHTML = renderToString(page);
    visitor();
    const errors: unknown[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(() => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
      return Promise.resolve();
    });
    consoleError.mockRestore();
    return errors;
  }

  const summary = () => container.querySelector('summary')!;

  it('gives focus to the version menu button when it replaces the summary that had it', async () => {
    // Act
    const errors = await hydrateAfter(() => summary().focus());

    // Assert
    const toggle = screen.getByRole('button', { name: 'Data Center 9.2' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('details')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('keeps the version menu the visitor opened natively open, and focus on its button', async () => {
    // Act
    const errors = await hydrateAfter(() => {
      summary().focus();
      summary().parentElement!.setAttribute('open', '');
    });

    // Assert
    const toggle = screen.getByRole('button', { name: 'Data Center 9.2' });
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('list', { name: 'Choose a Data Center version' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  it('moves focus from a version link of the open native menu to the same version in the scripted one', async () => {
    // Act
    await hydrateAfter(() => {
      summary().parentElement!.setAttribute('open', '');
      screen.getByRole('link', { name: 'Data Center 9.1' }).focus();
    });

    // Assert
    expect(screen.getByRole('button', { name: 'Data Center 9.1' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Data Center 9.2' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('leaves focus that is outside the switch where it is, and the menu closed', async () => {
    // Arrange
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);

    // Act
    await hydrateAfter(() => elsewhere.focus());

    // Assert
    expect(elsewhere).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Data Center 9.2' })).toHaveAttribute('aria-expanded', 'false');
  });
});
