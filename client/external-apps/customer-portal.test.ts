/** @jest-environment jsdom */
import { mountCustomerPortal } from './customer-portal';

function container(signIn?: 'off'): HTMLElement {
  document.body.innerHTML = '<div id="hc-customer-portal"><div role="status">Loading</div></div>';
  const element = document.getElementById('hc-customer-portal')!;
  if (signIn) element.dataset.signIn = signIn;
  return element;
}

const links = (element: HTMLElement) =>
  [...element.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

describe('the customer portal', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('lists every way to get help and the visitor’s requests where the site offers sign-in', () => {
    // Arrange
    const element = container();
    // Act
    mountCustomerPortal(element);
    // Assert
    expect(links(element)).toEqual([
      ['Contact support', '/contact/'],
      expect.arrayContaining(['/hot-contact/']),
      expect.arrayContaining(['/statuspage-contact/']),
      expect.arrayContaining(['/partnercontact/']),
      ['View your requests', '/requests/'],
    ]);
  });

  it('leaves out the visitor’s requests on a site that offers no sign-in, in Japanese too', () => {
    // Arrange
    document.documentElement.lang = 'ja';
    const element = container('off');
    // Act
    mountCustomerPortal(element);
    // Assert
    const hrefs = links(element).map(([, href]) => href);
    expect(hrefs).toEqual(['/ja/contact/', '/ja/hot-contact/', '/ja/statuspage-contact/', '/ja/partnercontact/']);
  });
});
