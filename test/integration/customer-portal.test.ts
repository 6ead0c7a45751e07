/**
 * The customer portal without JavaScript: its page carries, in the app container's `<noscript>`, the
 * ways to get help the portal app shows (shared/support/portal-links.ts), as plain links in the page's
 * language, so a visitor whose browser runs no script still reaches every form and their requests.
 */
import request from 'supertest';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, noscriptDocument, sampleSnapshot } from './support';

const sample = sampleSnapshot();

async function shownWithoutJavaScript(app: Parameters<typeof request>[0], url: string) {
  const response = await request(app).get(url);
  expect(response.status).toBe(200);
  const doc = noscriptDocument(response.text);
  const portal = doc.querySelector('[data-noscript] .hc-app-portal')!;
  return {
    heading: portal.querySelector('h2')?.textContent,
    links: [...portal.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]),
    noscriptText: [...doc.querySelectorAll('[data-noscript]')].map((element) => element.textContent).join(' '),
  };
}

describe('the customer portal without JavaScript', () => {
  it('offers the portal app’s five ways to get help as links, and says nothing about a form', async () => {
    // Arrange
    const { app } = buildTestApp(sample, { loadTemplate });

    // Act
    const shown = await shownWithoutJavaScript(app, '/customer-portal/');

    // Assert
    expect(shown.heading).toBe('How can we help?');
    expect(shown.links).toEqual([
      ['Contact support', '/contact/'],
      ['Report a critical problem', '/hot-contact/'],
      ['Contact Statuspage support', '/statuspage-contact/'],
      ['Partner support', '/partnercontact/'],
      ['View your requests', '/requests/'],
    ]);
    expect(shown.noscriptText).not.toMatch(/form|JavaScript/);
  });

  it('leads to the Japanese pages, in Japanese, from the Japanese portal', async () => {
    // Arrange
    const { app } = buildTestApp(sample, { loadTemplate });

    // Act
    const shown = await shownWithoutJavaScript(app, '/ja/customer-portal/');

    // Assert
    expect(shown.heading).toBe('どのようなご用件ですか？');
    expect(shown.links.map(([, href]) => href)).toEqual([
      '/ja/contact/',
      '/ja/hot-contact/',
      '/ja/statuspage-contact/',
      '/ja/partnercontact/',
      '/ja/requests/',
    ]);
    expect(shown.links[0]![0]).toBe('サポートに問い合わせる');
  });

  it('leaves out the visitor’s requests on a site that offers no sign-in, as the app does', async () => {
    // Arrange
    const { app } = buildTestApp(sample, { loadTemplate, env: { NODE_ENV: 'production' } });

    // Act
    const shown = await shownWithoutJavaScript(app, '/customer-portal/');

    // Assert
    expect(shown.links.map(([, href]) => href)).not.toContain('/requests/');
    expect(shown.links).toHaveLength(4);
  });
});
