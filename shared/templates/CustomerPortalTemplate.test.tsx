import { screen } from '@testing-library/react';
import { mountCustomerPortal } from '../../client/external-apps/customer-portal';
import { renderServerMarkup, renderWithStore } from '../components/render-with-store';
import { CustomerPortalTemplate } from './CustomerPortalTemplate';
import { staticPage } from '../../test/support/template-fixtures';

/** What a visitor without JavaScript gets: the content of the page's noscript elements, as markup. */
function withoutJavaScript(markup: HTMLElement): HTMLElement {
  const shown = document.createElement('div');
  shown.innerHTML = [...markup.querySelectorAll('noscript')].map((element) => element.textContent).join('');
  return shown;
}

const linksOf = (element: Element) =>
  [...element.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

describe('CustomerPortalTemplate', () => {
  // The app loads in the browser after mount; a pending manifest request keeps the spinner showing.
  beforeEach(() => {
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
  });

  it('renders the portal heading and its app container', () => {
    // Arrange
    const page = staticPage('customerPortal');

    // Act
    renderWithStore(<CustomerPortalTemplate entry={page} />, { entry: page });

    // Assert
    expect(screen.getByRole('heading', { level: 1, name: 'Customer support portal' })).toBeInTheDocument();
    expect(document.getElementById('hc-customer-portal')).toBeInTheDocument();
  });

  it('leaves the ways to get help to the portal app, with no contact button of its own above them', () => {
    // Arrange
    const page = staticPage('customerPortal');

    // Act
    renderWithStore(<CustomerPortalTemplate entry={page} />, { entry: page });

    // Assert
    const main = screen.getByRole('main');
    expect(main.querySelectorAll('a')).toHaveLength(0);
  });

  it('offers visitors without JavaScript the portal app’s heading and links, and does not speak of a form', () => {
    // Arrange
    const page = staticPage('customerPortal');
    const app = document.createElement('div');
    mountCustomerPortal(app);

    // Act
    const shown = withoutJavaScript(renderServerMarkup(<CustomerPortalTemplate entry={page} />, { entry: page }));

    // Assert
    expect(shown.querySelector('h2')!.textContent).toBe('How can we help?');
    expect(linksOf(shown)).toEqual(linksOf(app));
    expect(linksOf(shown).map(([label]) => label)).toEqual([
      'Contact support',
      'Report a critical problem',
      'Contact Statuspage support',
      'Partner support',
      'View your requests',
    ]);
    expect(shown.textContent).not.toMatch(/form/i);
  });

  it('leaves the visitor’s requests out of the script-free links on a site that offers no sign-in, as the app does', () => {
    // Arrange
    const page = staticPage('customerPortal', { offersSignIn: false });

    // Act
    const shown = withoutJavaScript(renderServerMarkup(<CustomerPortalTemplate entry={page} />, { entry: page }));

    // Assert
    expect(linksOf(shown).map(([, href]) => href)).toEqual([
      '/contact/',
      '/hot-contact/',
      '/statuspage-contact/',
      '/partnercontact/',
    ]);
  });
});
