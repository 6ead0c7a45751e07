/**
 * The Markdown twins over the sample space: every documentation and KB page has one at its `.md`
 * url and under Accept: text/markdown, in both locales, with front matter, absolute links, an ETag
 * and Vary: Accept; other pages have none.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { buildSnapshot } from '../../server/content/snapshot';
import { MARKDOWN_KINDS } from '../../server/seo/markdown';
import { markdownUrl } from '../../server/seo/markdown-twins';
import { withLocale } from '../../shared/links/locale';
import { buildTestApp } from './support';

const BASE = 'https://support.example.com';
const snapshot = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')),
  { logger: { error: () => undefined } },
);
const docsRoutes = snapshot.routes().filter((route) => MARKDOWN_KINDS.has(route.contentType));

function frontMatterOf(markdown: string): Record<string, string> {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
  expect(match).not.toBeNull();
  return Object.fromEntries(
    match![1]!.split('\n').map((line) => {
      const colon = line.indexOf(': ');
      return [line.slice(0, colon), JSON.parse(line.slice(colon + 2)) as string];
    }),
  );
}

describe('Markdown twins', () => {
  it('exist for every documentation and KB page, in English and in Japanese', async () => {
    const { app } = buildTestApp(snapshot);
    expect(new Set(docsRoutes.map((route) => route.contentType))).toEqual(MARKDOWN_KINDS);
    for (const route of docsRoutes) {
      for (const locale of ['en-US', 'ja-JP'] as const) {
        const url = markdownUrl(route.url, locale);
        const response = await request(app).get(url);
        expect({ url, status: response.status }).toEqual({ url, status: 200 });
        expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
        const front = frontMatterOf(response.text);
        const entry = snapshot.entry(route.entryId, locale)!;
        expect(front.url).toBe(`${BASE}${withLocale(route.url, locale)}`);
        expect(front.last_updated).toBe(entry.publishedAt);
        expect(front.product).toBeTruthy();
        expect(front.deployment).toMatch(/^(Cloud|Data Center)$/);
        expect(front.title).toBeTruthy();
        // Every link and image points at an absolute url.
        expect({ url, relative: response.text.match(/\]\((?!https?:\/\/)[^)]*\)/g) }).toEqual({ url, relative: null });
      }
    }
  }, 60_000);

  it('carry code blocks with their language, callouts and tables from the bodies', async () => {
    const { app } = buildTestApp(snapshot);
    const texts = await Promise.all(
      docsRoutes.map(async (route) => (await request(app).get(markdownUrl(route.url, 'en-US'))).text),
    );
    const all = texts.join('\n');
    expect(all).toMatch(/```[a-z]+\n/);
    expect(all).toMatch(/> \[!(NOTE|TIP|WARNING|IMPORTANT)\]/);
    expect(all).toMatch(/\| --- \|/);
    expect(all).not.toContain('<svg');
  }, 60_000);

  it('use the Japanese text of a translated page', async () => {
    const { app } = buildTestApp(snapshot);
    const route = docsRoutes.find((candidate) => snapshot.translatedLocales(candidate.entryId).includes('ja-JP'))!;
    const response = await request(app).get(markdownUrl(route.url, 'ja-JP')).expect(200);
    const jaTitle = frontMatterOf(response.text).title;
    const enTitle = frontMatterOf((await request(app).get(markdownUrl(route.url, 'en-US'))).text).title;
    expect(jaTitle).not.toBe(enTitle);
    expect(response.text).toContain(`# ${jaTitle}`);
  });

  it('answer Accept: text/markdown at the page url, even after its html was cached', async () => {
    const { app } = buildTestApp(snapshot);
    const route = docsRoutes.find((candidate) => candidate.contentType === 'topic')!;
    const html = await request(app).get(route.url).expect(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.headers.vary).toContain('Accept');
    await request(app).get(route.url).expect(200);
    const markdown = await request(app).get(route.url).set('Accept', 'text/markdown').expect(200);
    expect(markdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(markdown.headers.vary).toContain('Accept');
    expect(markdown.headers.link).toBe(`<${BASE}${route.url}>; rel="canonical"`);
    const twin = await request(app).get(markdownUrl(route.url, 'en-US'));
    expect(markdown.text).toBe(twin.text);
    const browser = await request(app).get(route.url).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(browser.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('are cached with an ETag and answer 304 when it matches', async () => {
    const { app } = buildTestApp(snapshot);
    const url = markdownUrl(docsRoutes[0]!.url, 'en-US');
    const first = await request(app).get(url).expect(200);
    expect(first.headers['cache-control']).toMatch(/^public/);
    await request(app).get(url).set('If-None-Match', first.headers.etag!).expect(304);
  });

  it('do not exist for other pages or unknown urls', async () => {
    const { app } = buildTestApp(snapshot);
    const landing = snapshot.routes().find((route) => route.contentType === 'productLandingPage')!;
    await request(app).get(markdownUrl(landing.url, 'en-US')).expect(404);
    await request(app).get('/no-such-page.md').expect(404);
    const home = await request(app).get('/').set('Accept', 'text/markdown').expect(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
