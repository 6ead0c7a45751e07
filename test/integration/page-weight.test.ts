/**
 * Page weight in a large product (docs/adr/036-page-tree-branches.md): a topic page carries its
 * branch of the page tree, not the tree, and neither the header's panels nor their lists; its
 * embedded state repeats nothing the html holds.
 */
import request from 'supertest';
import { largeProduct } from '../../bench/large-product';
import { buildSnapshot } from '../../server/content/snapshot';
import { cachedChromeView } from '../../server/content/resolvers/context';
import { restoreHeader } from '../../shared/components/chrome/restore-header';
import { loadTemplate } from '../../shared/registry';
import type { EmbeddedHeader, HeaderView } from '../../shared/types/page';
import { buildTestApp, parseHtml } from './support';

const KB = 1024;
// Two spaces are built and the first render of each walks every template: slow on a loaded machine.
jest.setTimeout(60_000);
const { space, topicUrl, pages } = largeProduct();
const snapshot = buildSnapshot(space, { logger: { error: () => undefined } });
const { app } = buildTestApp(snapshot, { loadTemplate });
const snapshotHeader = () => cachedChromeView(snapshot, 'en-US', new Date().getUTCFullYear()).header;

async function topicPage() {
  const response = await request(app).get(topicUrl).expect(200);
  const html = response.text;
  const document = parseHtml(html);
  const body = document.querySelector('[data-body-id]')?.innerHTML ?? '';
  const stateElement = document.getElementById('__INITIAL_STATE__');
  const state = stateElement?.textContent ?? '';
  return { html, document, body, state, stateElement: stateElement?.outerHTML ?? '' };
}

const bytes = (text: string) => Buffer.byteLength(text);

describe('a topic page of a 1,000-page product', () => {
  it('is generated with a thousand pages under one docs home', () => {
    expect(pages).toBe(1000);
    expect(snapshot.route(topicUrl)?.contentType).toBe('topic');
  });

  it('carries its sidebar in at most 20 KB of html, where the whole tree took hundreds', async () => {
    const { document } = await topicPage();
    const sidebar = document.querySelector('.hc-page-tree')?.outerHTML ?? '';
    const wholeTree = JSON.stringify(snapshot.pageTree('generated-topic-1-1-1'));

    expect(sidebar.length).toBeGreaterThan(0);
    expect(Buffer.byteLength(sidebar)).toBeLessThanOrEqual(20 * KB);
    expect(Buffer.byteLength(wholeTree)).toBeGreaterThan(200 * KB);
  });

  it('embeds the same state as the same topic in a ten-page product, with neither the body nor the tree in it', async () => {
    const { state } = await topicPage();
    const small = largeProduct({ collections: 1, setsPerCollection: 1, topicsPerSet: 10 });
    const smallApp = buildTestApp(buildSnapshot(small.space, { logger: { error: () => undefined } }), {
      loadTemplate,
    }).app;
    const smallState =
      parseHtml((await request(smallApp).get(small.topicUrl).expect(200)).text).getElementById('__INITIAL_STATE__')
        ?.textContent ?? '';
    const parsed = JSON.parse(state) as { pageTree: unknown[]; entry: { body: { html: string } } };

    expect(Buffer.byteLength(state)).toBe(Buffer.byteLength(smallState));
    expect(parsed.pageTree).toEqual([]);
    expect(parsed.entry.body.html).toBe('');
    expect(state).not.toContain('generated-topic-1-1-2');
  });

  it('weighs at most its body plus 40 KB of html, and its state at most its body plus 15 KB', async () => {
    const { html, document, body, state, stateElement } = await topicPage();
    const markup = bytes(html) - bytes(stateElement);
    const header = document.querySelector('header')?.outerHTML ?? '';
    const headerState = JSON.stringify(
      (JSON.parse(state) as { entry: { chrome: { header: unknown } } }).entry.chrome.header,
    );
    // The figures the budget is about, printed so a change to the page shows what it cost.
    process.stdout.write(
      `topic page of a 1,000-page product: body ${bytes(body)} B, html without the state ${markup} B ` +
        `(header ${bytes(header)} B), state ${bytes(state)} B (header ${bytes(headerState)} B), ` +
        `whole response ${bytes(html)} B\n`,
    );

    expect(markup).toBeLessThanOrEqual(bytes(body) + 40 * KB);
    expect(bytes(state)).toBeLessThanOrEqual(bytes(body) + 15 * KB);
    expect(bytes(header)).toBeLessThanOrEqual(8 * KB);
    expect(bytes(headerState)).toBeLessThanOrEqual(0.25 * KB);
  });

  it("leaves the header's panels out of the html and their lists out of the state, which names the menus file", async () => {
    const { document, state } = await topicPage();
    const { header } = (JSON.parse(state) as { entry: { chrome: { header: HeaderView } } }).entry.chrome;
    const full = snapshotHeader();
    const panelUrls = [
      ...full.cloudProducts.map((product) => product.url),
      ...full.resources.map((card) => card.url),
      ...full.menus.flatMap((menu) => menu.primarySection.map((item) => item.url)),
    ];

    expect(document.querySelector('header .hc-dropdown, header .hc-product-card')).toBeNull();
    expect(panelUrls.length).toBeGreaterThan(10);
    for (const url of panelUrls) {
      expect(
        document.querySelector(`.hc-header__items a[href="${url}"], .hc-mobile-menu__list a[href="${url}"]`),
      ).toBeNull();
      expect(JSON.stringify(header)).not.toContain(`"${url}"`);
    }
    expect([header.cloudProducts, header.serverProducts, header.resources, header.guides, header.menus]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    const file = await request(app)
      .get(header.menusFile ?? '')
      .expect(200);
    expect(file.text).toContain(full.cloudProducts[0]?.url);
  });

  it('carries in its state nothing of the header that its html shows, and the html gives back all of it', async () => {
    const { html, document, state, stateElement } = await topicPage();
    const markup = html.replace(stateElement, '');
    const embedded = (JSON.parse(state) as { entry: { chrome: { header: EmbeddedHeader } } }).entry.chrome.header;
    const full = snapshotHeader();
    const shown = [
      full.homeUrl,
      full.logo?.url,
      ...full.menus.map((menu) => menu.heading),
      ...full.additionalLinks.flatMap((link) => [link.label, link.url]),
    ].filter((value): value is string => typeof value === 'string' && value !== '');
    const leaves = (value: unknown): unknown[] =>
      typeof value === 'object' && value !== null ? Object.values(value).flatMap(leaves) : [value];

    expect(Object.keys(embedded).sort()).toEqual(['id', 'locale', 'menusFile']);
    expect(full.additionalLinks.length + full.menus.length).toBeGreaterThan(0);
    expect(full.logo).toBeDefined();
    for (const value of shown) expect(markup).toContain(value);
    for (const value of leaves(embedded)) expect(shown).not.toContain(value);
    for (const value of [embedded.id, embedded.menusFile]) expect(markup).not.toContain(String(value));
    expect(restoreHeader(embedded, document)).toEqual({
      ...full,
      cloudProducts: [],
      serverProducts: [],
      resources: [],
      guides: [],
      documentation: { cloud: [], dataCenter: [] },
      menus: full.menus.map((menu) => ({ ...menu, primarySection: [], primarySectionRows: 1, secondarySection: [] })),
      additionalLinks: full.additionalLinks.map(({ label, url }) => ({ label, url })),
      menusFile: embedded.menusFile,
    });
  });

  it('shows its branch: every collection, the sets of its collection and the topics of its set', async () => {
    const { document } = await topicPage();
    const ids = [...document.querySelectorAll('.hc-page-tree [data-node-id]')].map((item) =>
      item.getAttribute('data-node-id'),
    );
    const lazy = [...document.querySelectorAll('.hc-page-tree details[data-lazy]')].map((details) =>
      details.parentElement?.getAttribute('data-node-id'),
    );

    expect(ids).toContain('generated-collection-10');
    expect(ids).toContain('generated-set-1-9');
    expect(ids).toContain('generated-topic-1-1-10');
    expect(ids).not.toContain('generated-topic-1-2-1');
    expect(ids).not.toContain('generated-set-2-1');
    expect(lazy).toContain('generated-set-1-2');
    expect(lazy).toContain('generated-collection-2');
  });

  it("names its product's tree file, served immutable with every page of the product", async () => {
    const { state } = await topicPage();
    const { pageTreeFile } = JSON.parse(state) as { pageTreeFile: string };

    const response = await request(app).get(pageTreeFile).expect(200);
    const file = JSON.parse(response.text) as { nodes: { id: string; childList: unknown[] }[] };
    const count = (nodes: { childList: unknown[] }[]): number =>
      nodes.reduce((sum, node) => sum + 1 + count(node.childList as { childList: unknown[] }[]), 0);

    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(count(file.nodes)).toBeGreaterThanOrEqual(1000);
    expect(response.text).toContain('generated-topic-10-9-10');
  });

  it('answers a tree file url with another hash, or of no product, with a JSON 404', async () => {
    const { state } = await topicPage();
    const { pageTreeFile } = JSON.parse(state) as { pageTreeFile: string };
    const stale = pageTreeFile.replace(/[0-9a-f]{16}\.json$/, '0000000000000000.json');

    const responses = await Promise.all(
      [stale, '/page-trees/en-US/nope/-/0000000000000000.json', '/page-trees/x.json'].map((url) =>
        request(app).get(url),
      ),
    );

    expect(responses.map((response) => response.status)).toEqual([404, 404, 404]);
    expect(responses[0]?.body).toEqual({ error: 'No page tree at this url' });
  });
});
