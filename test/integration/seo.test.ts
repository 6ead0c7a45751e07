/**
 * The crawler documents over the sample space through the app: robots.txt, the sitemap index and
 * its sitemaps (every listed url answers 200, every page that answers 200 is listed), their caching
 * headers, and what a preview deployment sends instead.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { buildSnapshot } from '../../server/content/snapshot';
import { withLocale } from '../../shared/links/locale';
import { buildTestApp } from './support';

const BASE = 'https://support.example.com';
const snapshot = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')),
  { logger: { error: () => undefined } },
);
const parser = new XMLParser({ isArray: (name) => ['url', 'sitemap'].includes(name) });

async function sitemapUrls(app: ReturnType<typeof buildTestApp>['app']): Promise<string[]> {
  const index = await request(app).get('/sitemap.xml').expect(200);
  const files = (parser.parse(index.text) as { sitemapindex: { sitemap: { loc: string }[] } }).sitemapindex.sitemap;
  const urls: string[] = [];
  for (const file of files) {
    const response = await request(app).get(file.loc.slice(BASE.length)).expect(200);
    expect(XMLValidator.validate(response.text)).toBe(true);
    urls.push(...(parser.parse(response.text) as { urlset: { url: { loc: string }[] } }).urlset.url.map((u) => u.loc));
  }
  return urls;
}

describe('robots.txt', () => {
  it('points to the sitemap index and keeps crawlers out of search results, account and preview pages', async () => {
    const { app } = buildTestApp(snapshot);
    const response = await request(app).get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    for (const disallowed of ['/search-results/', '/requests/', '/named-contact/', '/login/', '/preview-error/']) {
      expect(response.text).toContain(`Disallow: ${disallowed}\n`);
      expect(response.text).toContain(`Disallow: /ja${disallowed}\n`);
    }
    expect(response.headers['x-robots-tag']).toBeUndefined();
  });

  it('disallows everything on a preview deployment, which marks every response noindex', async () => {
    const { app } = buildTestApp(snapshot, { env: { PREVIEW: 'on' } });
    const robots = await request(app).get('/robots.txt').expect(200);
    expect(robots.text).toBe('User-agent: *\nDisallow: /\n');
    expect(robots.headers['x-robots-tag']).toBe('noindex');
    for (const url of ['/', '/sitemap.xml', '/jira-software-cloud/docs/', '/no-such-page/', '/healthz']) {
      const response = await request(app).get(url);
      expect({ url, tag: response.headers['x-robots-tag'] }).toEqual({ url, tag: 'noindex' });
    }
  });
});

describe('the sitemaps', () => {
  it('are an index of one sitemap per locale', async () => {
    const { app } = buildTestApp(snapshot);
    const response = await request(app).get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.text).toContain(`<loc>${BASE}/sitemaps/en.xml</loc>`);
    expect(response.text).toContain(`<loc>${BASE}/sitemaps/ja.xml</loc>`);
    await request(app).get('/sitemaps/fr.xml').expect(404);
  });

  it('list urls that all answer 200, and every page that answers 200', async () => {
    const { app } = buildTestApp(snapshot);
    const listed = await sitemapUrls(app);
    expect(new Set(listed).size).toBe(listed.length);
    for (const url of listed) {
      const response = await request(app).get(url.slice(BASE.length));
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
    }
    // Every routed page in both locales: answering 200 means listed, unless it is a fallback copy.
    const listedSet = new Set(listed);
    for (const route of snapshot.routes()) {
      expect(listedSet.has(`${BASE}${route.url}`)).toBe(true);
      const translated = snapshot.translatedLocales(route.entryId).includes('ja-JP');
      expect({ url: route.url, ja: listedSet.has(`${BASE}${withLocale(route.url, 'ja-JP')}`) }).toEqual({
        url: route.url,
        ja: translated,
      });
    }
  }, 60_000);

  it('are cached with an ETag and answer 304 when it matches', async () => {
    const { app } = buildTestApp(snapshot);
    for (const url of ['/sitemap.xml', '/sitemaps/en.xml', '/robots.txt']) {
      const first = await request(app).get(url).expect(200);
      expect(first.headers.etag).toMatch(/^"/);
      expect(first.headers['cache-control']).toMatch(/^public/);
      await request(app).get(url).set('If-None-Match', first.headers.etag!).expect(304);
    }
  });

  it('follow a new snapshot with a new ETag', async () => {
    const { app, snapshotStore } = buildTestApp(snapshot);
    const before = await request(app).get('/sitemaps/en.xml').expect(200);
    const exportJson = JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')) as {
      entries: { sys: { contentType: { sys: { id: string } }; publishedAt?: string } }[];
    };
    const topic = exportJson.entries.find((entry) => entry.sys.contentType.sys.id === 'topic')!;
    topic.sys.publishedAt = '2026-11-01T00:00:00.000Z';
    snapshotStore.swap(buildSnapshot(exportJson, { logger: { error: () => undefined } }));
    const after = await request(app).get('/sitemaps/en.xml').expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.text).toContain('<lastmod>2026-11-01T00:00:00.000Z</lastmod>');
  });
});
