/**
 * The whole sample space through the real app, registry and templates: every page url answers 200
 * with its template and its title, in English and, for translated entries, in Japanese.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { createApp } from '../../server/app';
import { buildSnapshot } from '../../server/content/snapshot';
import { FIXED_PAGES, collectingLogger, parseHtml, storeWith, testConfig } from './support';

const snapshot = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')),
  {
    logger: { error: () => undefined },
  },
);

function sampleApp() {
  const { logger, lines } = collectingLogger();
  const app = createApp({ config: testConfig(), snapshotStore: storeWith(snapshot), logger });
  return { app, lines };
}

/** The field a page shows as its h1: the title, except the home page's hero heading. */
function headingOf(entry: { kind: string; title: string; heroHeading?: string }): string {
  return entry.kind === 'homePage' ? entry.heroHeading! : entry.title;
}

async function expectPage(
  app: ReturnType<typeof sampleApp>['app'],
  url: string,
  template: string,
  check: 'h1' | 'title' = 'h1',
) {
  const response = await request(app).get(url);
  const doc = parseHtml(response.text);
  const state = JSON.parse(doc.getElementById('__INITIAL_STATE__')?.textContent ?? 'null') as {
    entry: { kind: string; title: string; heroHeading?: string };
  };
  expect({ url, status: response.status, template: doc.body.dataset.template }).toEqual({ url, status: 200, template });
  // The tab names the page first and the site last (server/render/document-title.ts).
  const site = url.startsWith('/ja/') ? 'アトラシアン サポート' : 'Atlassian Support';
  expect({ url, first: doc.title.startsWith(state.entry.title), last: doc.title.endsWith(site) }).toEqual({
    url,
    first: true,
    last: true,
  });
  if (check === 'h1') {
    expect({ url, h1: doc.querySelector('h1')?.textContent?.trim() }).toEqual({ url, h1: headingOf(state.entry) });
  } else {
    expect(doc.querySelector('h1')?.textContent?.trim()).toBeTruthy();
  }
}

describe('the sample space', () => {
  it('serves every page url with its template and its title in the h1', async () => {
    const { app, lines } = sampleApp();
    const routes = snapshot.routes();
    expect(routes.length).toBeGreaterThan(100);

    for (const route of routes) await expectPage(app, route.url, route.contentType);

    // The sample space embeds one video of an unsupported service on purpose (SPEC.md section 8).
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([
      'Unsupported video service or invalid URL',
    ]);
  }, 120_000);

  it('serves the Japanese version of every translated entry', async () => {
    const { app } = sampleApp();
    const translated = snapshot.routes().filter((route) => snapshot.translatedLocales(route.entryId).includes('ja-JP'));
    expect(translated.length).toBeGreaterThan(0);

    for (const route of translated) {
      await expectPage(app, `/ja${route.url}`, route.contentType);
      expect(parseHtml((await request(app).get(`/ja${route.url}`)).text).documentElement.lang).toBe('ja');
    }
  }, 60_000);

  it.each(FIXED_PAGES)('serves the fixed page %s with the %s template in both locales', async (url, template) => {
    const { app } = sampleApp();

    // Fixed pages head their content with a template label; the page title is checked in <title>.
    await expectPage(app, url, template, 'title');
    await expectPage(app, `/ja${url}`, template, 'title');
  });

  it('serves the not-found page with status 404 and its title', async () => {
    const { app } = sampleApp();

    const response = await request(app).get('/this/page/does/not/exist/');

    expect(response.status).toBe(404);
    const doc = parseHtml(response.text);
    expect(doc.body.dataset.template).toBe('notFound');
    const state = JSON.parse(doc.getElementById('__INITIAL_STATE__')!.textContent);
    expect(doc.querySelector('h1')!.textContent.trim()).toBe(state.entry.title);
  });
});

describe('the deployment switch of a product with one edition', () => {
  it.each([
    ['/statuspage/resources/', 'Data Center'],
    ['/statuspage/docs/', 'Data Center'],
    ['/crowd-data-center/resources/', 'Cloud'],
  ])('on %s shows %s as unavailable, linking nowhere', async (url, edition) => {
    const { app } = sampleApp();

    const response = await request(app).get(url);

    expect(response.status).toBe(200);
    const group = parseHtml(response.text).querySelector('.hc-deployment-switch')!;
    const unavailable = group.querySelector('.hc-deployment-switch__option--unavailable')!;
    expect(unavailable.textContent).toBe(`${edition} (not available for this product)`);
    expect(unavailable.closest('a, button, summary')).toBeNull();
    const choices = [...group.querySelectorAll('a, button, summary')].map((control) => control.textContent);
    expect(choices.some((text) => text.startsWith(edition))).toBe(false);
  });
});
