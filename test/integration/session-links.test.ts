/**
 * A site that offers no sign-in (docs/adr/010, addendum) links nowhere that needs a session: its
 * header menus and the customer portal leave out the visitor's requests, which there would only
 * lead to a page saying sign-in is not available. A site that offers sign-in keeps them.
 */
import request from 'supertest';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, parseHtml, sampleSnapshot } from './support';

// The sample space's menus, each a page of its own, in two locales: slow on a loaded machine.
jest.setTimeout(30_000);

const sample = sampleSnapshot();

/** Every link of every header menu, read from the menus' own pages (`/menus/…/`) as a visitor without JavaScript reaches them. */
async function menuLinks(app: Parameters<typeof request>[0], home: string): Promise<string[]> {
  const doc = parseHtml((await request(app).get(home)).text);
  const menuPages = [...doc.querySelectorAll('header a[href*="/menus/"]')].map((link) => link.getAttribute('href')!);
  expect(menuPages.length).toBeGreaterThan(0);
  const hrefs: string[] = [];
  for (const menuPage of new Set(menuPages)) {
    const page = await request(app).get(menuPage);
    expect(page.status).toBe(200);
    hrefs.push(...[...parseHtml(page.text).querySelectorAll('main a')].map((link) => link.getAttribute('href')!));
  }
  return hrefs;
}

describe('links to pages that need a session', () => {
  it.each([
    ['/', '/requests/'],
    ['/ja/', '/ja/requests/'],
  ])('are left out of the menus reached from %s on a site that offers no sign-in', async (home, requests) => {
    // Arrange
    const { app } = buildTestApp(sample, { loadTemplate, env: { NODE_ENV: 'production' } });
    // Act
    const hrefs = await menuLinks(app, home);
    // Assert
    expect(hrefs).not.toContain(requests);
    expect(hrefs).toContain(requests.replace('requests', 'contact'));
  });

  it('are kept in the menus of a site that offers sign-in', async () => {
    // Arrange
    const { app } = buildTestApp(sample, { loadTemplate });
    // Act
    const hrefs = await menuLinks(app, '/');
    // Assert
    expect(hrefs).toContain('/requests/');
  });

  it("are marked for the customer portal's app on a site that offers no sign-in, and only there", async () => {
    // Arrange
    const without = buildTestApp(sample, { loadTemplate, env: { NODE_ENV: 'production' } }).app;
    const withSignIn = buildTestApp(sample, { loadTemplate }).app;
    // Act
    const mountOf = async (app: typeof without) =>
      parseHtml((await request(app).get('/customer-portal/')).text).getElementById('hc-customer-portal')!;
    // Assert
    expect((await mountOf(without)).dataset.signIn).toBe('off');
    expect((await mountOf(withSignIn)).dataset.signIn).toBeUndefined();
  });
});
