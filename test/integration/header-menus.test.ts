/**
 * The header menus outside the pages (docs/adr/036-page-tree-branches.md, addendum): the immutable
 * menus file a page's state names, and each menu's own page, which the header links to without
 * JavaScript.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { buildSnapshot } from '../../server/content/snapshot';
import { loadTemplate } from '../../shared/registry';
import { cachedChromeView } from '../../server/content/resolvers/context';
import type { EmbeddedHeader, HeaderMenusFile } from '../../shared/types/page';
import { buildTestApp, parseHtml } from './support';

jest.setTimeout(60_000);
const sampleSpace: unknown = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8'),
);
const snapshot = buildSnapshot(sampleSpace, {
  logger: { error: () => undefined },
});
const { app } = buildTestApp(snapshot, { loadTemplate });

async function stateHeader(url: string): Promise<EmbeddedHeader> {
  const html = (await request(app).get(url).expect(200)).text;
  const state = parseHtml(html).getElementById('__INITIAL_STATE__')?.textContent ?? '';
  return (JSON.parse(state) as { entry: { chrome: { header: EmbeddedHeader } } }).entry.chrome.header;
}

describe('the header menus file', () => {
  it("holds every panel's lists, immutable, at the url a page's state names", async () => {
    const header = await stateHeader('/jira-software-cloud/docs/create-a-board/');
    const response = await request(app)
      .get(header.menusFile ?? '')
      .expect(200);
    const file = JSON.parse(response.text) as HeaderMenusFile;

    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.cloudProducts.length).toBeGreaterThan(5);
    expect(file.menus).toEqual(cachedChromeView(snapshot, 'en-US', new Date().getUTCFullYear()).header.menus);
    expect(file.menus.some((menu) => menu.primarySection.length > 0)).toBe(true);
    expect(header.cloudProducts).toBeUndefined();
  });

  it('answers a url with another hash or locale with a JSON 404', async () => {
    const header = await stateHeader('/jira-software-cloud/docs/create-a-board/');
    const stale = (header.menusFile ?? '').replace(/[0-9a-f]{16}\.json$/, '0000000000000000.json');
    const responses = await Promise.all(
      [stale, '/header-menus/xx-XX/0000000000000000.json'].map((url) => request(app).get(url)),
    );

    expect(responses.map((response) => response.status)).toEqual([404, 404]);
    expect(responses[0]?.body).toEqual({ error: 'No header menus at this url' });
    expect(responses[0]?.headers['cache-control']).toBe('no-store');
  });

  it("names a Japanese page's own file, with Japanese links", async () => {
    const header = await stateHeader('/ja/jira-software-cloud/docs/create-a-board/');
    const file = JSON.parse(
      (
        await request(app)
          .get(header.menusFile ?? '')
          .expect(200)
      ).text,
    ) as HeaderMenusFile;

    expect(header.menusFile).toMatch(/^\/header-menus\/ja-JP\//);
    expect(file.cloudProducts.every((product) => product.url.startsWith('/ja/'))).toBe(true);
  });
});

describe("a menu's own page", () => {
  it('lists every product under Cloud and Data Center, the rest behind See all other apps', async () => {
    const response = await request(app).get('/menus/products/').expect(200);
    const document = parseHtml(response.text);
    const headings = [...document.querySelectorAll('main h2')].map((heading) => heading.textContent);
    const more = document.querySelector('main details.hc-see-all');

    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(document.querySelector('h1')?.textContent).toBe('Products');
    expect(headings).toEqual(['Cloud', 'Data Center']);
    expect(more?.querySelector('summary')?.textContent).toBe('See all other apps');
    expect(more?.querySelectorAll('a[href]').length).toBeGreaterThan(0);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });

  it("sits in the site's page frame: skip link, header, main region and footer", async () => {
    const document = parseHtml((await request(app).get('/menus/products/').expect(200)).text);

    expect(document.querySelector('a.hc-skip-link')?.getAttribute('href')).toBe('#maincontent');
    expect(document.querySelector('header.hc-header .hc-header__logo')?.getAttribute('href')).toBe('/');
    expect(document.querySelector('header a.hc-header__trigger[href="/menus/products/"]')).not.toBeNull();
    expect(document.querySelector('main#maincontent')?.getAttribute('tabindex')).toBe('-1');
    expect(document.querySelector('footer .hc-footer__copyright')?.textContent).toMatch(/\d{4}/);
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
    expect(document.title).toBe('Products | Atlassian Support');
  });

  it("is the page every trigger of a topic's header links to, and shows that menu's links", async () => {
    const page = parseHtml((await request(app).get('/jira-software-cloud/docs/create-a-board/').expect(200)).text);
    const triggers = [...page.querySelectorAll<HTMLAnchorElement>('.hc-header__items a.hc-header__trigger')];

    expect(triggers.length).toBeGreaterThan(1);
    for (const trigger of triggers) {
      const menu = parseHtml(
        (
          await request(app)
            .get(trigger.getAttribute('href') ?? '')
            .expect(200)
        ).text,
      );
      expect(menu.querySelector('h1')?.textContent).toBe(trigger.textContent);
      expect(menu.querySelectorAll('main a[href]').length).toBeGreaterThan(0);
    }
  });

  it('links, under Data Center, a docs home of every Data Center product the site documents, each answering 200', async () => {
    const documented = new Set(
      snapshot
        .routes()
        .map((route) => /^\/([a-z-]+-data-center)\/[\d.]+\/docs\/$/.exec(route.url)?.[1])
        .filter((slug): slug is string => slug !== undefined),
    );
    const menu = parseHtml((await request(app).get('/menus/menu-menu-documentation/').expect(200)).text);
    const links = [...menu.querySelectorAll<HTMLAnchorElement>('main a[href*="-data-center/"]')].map(
      (link) => link.getAttribute('href') ?? '',
    );
    const statuses = await Promise.all(links.map(async (link) => (await request(app).get(link)).status));

    expect(documented.size).toBeGreaterThan(3);
    expect(new Set(links.map((link) => link.split('/')[1]))).toEqual(documented);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('is in Japanese under /ja', async () => {
    const document = parseHtml((await request(app).get('/ja/menus/products/').expect(200)).text);

    expect(document.documentElement.getAttribute('lang')).toBe('ja');
    expect(document.title).toBe('製品 | アトラシアン サポート');
    expect(document.querySelector('main a.hc-product-card__link')?.getAttribute('href')).toMatch(/^\/ja\//);
    expect(document.querySelector('a.hc-skip-link')?.textContent).toBe('メイン コンテンツにスキップ');
    expect(document.querySelector('header .hc-header__logo')?.getAttribute('href')).toBe('/ja/');
    expect(document.querySelector('footer')).not.toBeNull();
  });

  it("answers a menu no header has with the site's not-found page, in the url's language", async () => {
    const responses = await Promise.all(
      ['/menus/nothing/', '/menus/menu-nothing/', '/ja/menus/nothing/'].map((url) => request(app).get(url)),
    );
    const [english, , japanese] = responses.map((response) => parseHtml(response.text));

    expect(responses.map((response) => response.status)).toEqual([404, 404, 404]);
    expect(responses[0]?.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(english?.body.dataset.template).toBe('notFound');
    expect(english?.querySelector('header .hc-header__logo')).not.toBeNull();
    expect(english?.querySelector('footer')).not.toBeNull();
    expect(japanese?.documentElement.getAttribute('lang')).toBe('ja');
    expect(japanese?.body.dataset.template).toBe('notFound');
  });
});
