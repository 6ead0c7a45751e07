import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fixtureSpace } from '../content/fixture-space';
import { buildSnapshot } from '../content/snapshot';
import type { ContentSnapshot, RouteRecord } from '../content/snapshot-types';
import type { Entry, Locale } from '../../shared/types/content';
import { buildSitemaps, MAX_URLS_PER_SITEMAP } from './sitemap';

const BASE = 'https://support.example.com';
const silent = { error: () => undefined };
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});

interface UrlElement {
  loc: string;
  lastmod?: string;
  'xhtml:link'?: { '@_hreflang': string; '@_href': string }[];
}

function urlsOf(xml: string): UrlElement[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  return (parser.parse(xml) as { urlset: { url?: UrlElement[] } }).urlset.url ?? [];
}

function fixtureSnapshot(edit: (space: ReturnType<typeof fixtureSpace>) => void = () => undefined, preview = false) {
  const space = fixtureSpace();
  edit(space);
  return buildSnapshot(space.toExport(), { logger: silent, preview });
}

/** A snapshot with `count` published topics and nothing else, for the size limits. */
function generatedSnapshot(count: number): ContentSnapshot {
  const routes: RouteRecord[] = Array.from({ length: count }, (_, index) => ({
    url: `/product/docs/topic-${index}/`,
    entryId: `topic-${index}`,
    contentType: 'topic',
  }));
  const entry = (id: string, locale?: Locale): Entry => ({
    kind: 'Entry',
    id,
    contentType: 'topic',
    locale: locale ?? 'en-US',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    publishedAt: '2025-01-02T00:00:00.000Z',
    fields: { topicTitle: id, bodyHtml: '<p>Body</p>' },
  });
  const partial: Partial<ContentSnapshot> = {
    version: 'generated',
    locales: ['en-US', 'ja-JP'],
    defaultLocale: 'en-US',
    routes: () => routes,
    entry,
    translatedLocales: () => ['en-US'],
  };
  return partial as ContentSnapshot;
}

describe('buildSitemaps', () => {
  it('lists one sitemap per locale in the index', () => {
    const { index, files } = buildSitemaps(fixtureSnapshot(), { baseUrl: BASE });
    expect(XMLValidator.validate(index)).toBe(true);
    const parsed = parser.parse(index) as { sitemapindex: { sitemap: { loc: string; lastmod?: string }[] } };
    expect(parsed.sitemapindex.sitemap.map((entry) => entry.loc)).toEqual([
      `${BASE}/sitemaps/en.xml`,
      `${BASE}/sitemaps/ja.xml`,
    ]);
    expect(files.map((file) => file.path)).toEqual(['/sitemaps/en.xml', '/sitemaps/ja.xml']);
    expect(parsed.sitemapindex.sitemap[0]!.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('lists every routed page with the date it was last published', () => {
    const snapshot = fixtureSnapshot();
    const en = urlsOf(buildSitemaps(snapshot, { baseUrl: BASE }).files[0]!.xml);
    const locs = en.map((url) => url.loc);
    // Every page but the fixture's articles without a body (which answer 404).
    for (const route of snapshot.routes()) {
      if (!['topic', 'pageKbArticle'].includes(route.contentType) || route.entryId === 'topic-board')
        expect(locs).toContain(`${BASE}${route.url}`);
    }
    const board = en.find((url) => url.loc === `${BASE}/jira-cloud/docs/create-a-board/`);
    expect(board?.lastmod).toBe(snapshot.entry('topic-board')!.publishedAt);
    expect(locs).toContain(`${BASE}/contact/`);
  });

  it('never lists drafts, search results, account or preview pages', () => {
    const snapshot = fixtureSnapshot((space) => {
      space.entry(
        'topic',
        'topic-draft',
        {
          topicTitle: 'Unreleased',
          slug: 'unreleased',
          collection: { sys: { type: 'Link', linkType: 'Entry', id: 'coll-guide' } },
        },
        { draft: true },
      );
    }, true);
    expect(snapshot.route('/jira-cloud/docs/unreleased/')).toBeDefined();
    const locs = buildSitemaps(snapshot, { baseUrl: BASE }).files.flatMap((file) =>
      urlsOf(file.xml).map((url) => url.loc),
    );
    expect(locs).not.toContain(`${BASE}/jira-cloud/docs/unreleased/`);
    for (const path of ['/search-results/', '/requests/', '/named-contact/', '/login/', '/preview-error/']) {
      expect(locs).not.toContain(`${BASE}${path}`);
      expect(locs).not.toContain(`${BASE}/ja${path}`);
    }
  });

  it('leaves out an article without a body, which answers 404', () => {
    const snapshot = fixtureSnapshot();
    const locs = urlsOf(buildSitemaps(snapshot, { baseUrl: BASE }).files[0]!.xml).map((url) => url.loc);
    // The fixture's 'Configure columns' topic has no body.
    expect(snapshot.route('/jira-cloud/docs/configure-columns/')).toBeDefined();
    expect(locs).not.toContain(`${BASE}/jira-cloud/docs/configure-columns/`);
  });

  it('lists a Japanese page only when its entry is translated, with hreflang alternates', () => {
    const snapshot = fixtureSnapshot();
    const ja = urlsOf(buildSitemaps(snapshot, { baseUrl: BASE }).files[1]!.xml);
    const locs = ja.map((url) => url.loc);
    expect(locs).toContain(`${BASE}/ja/jira-cloud/docs/create-a-board/`);
    expect(locs).not.toContain(`${BASE}/ja/jira-cloud/docs/reference/`);
    const board = ja.find((url) => url.loc === `${BASE}/ja/jira-cloud/docs/create-a-board/`);
    expect(board?.['xhtml:link']?.map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
      ['en', `${BASE}/jira-cloud/docs/create-a-board/`],
      ['ja', `${BASE}/ja/jira-cloud/docs/create-a-board/`],
      ['x-default', `${BASE}/jira-cloud/docs/create-a-board/`],
    ]);
  });

  it('splits a locale into numbered files of at most 50,000 urls', () => {
    const { index, files } = buildSitemaps(generatedSnapshot(MAX_URLS_PER_SITEMAP + 1), { baseUrl: BASE });
    expect(files.map((file) => file.path)).toEqual(['/sitemaps/en-1.xml', '/sitemaps/en-2.xml', '/sitemaps/ja.xml']);
    const fixedPages = 6;
    expect(urlsOf(files[0]!.xml)).toHaveLength(MAX_URLS_PER_SITEMAP);
    expect(urlsOf(files[1]!.xml)).toHaveLength(1 + fixedPages);
    expect(index).toContain(`${BASE}/sitemaps/en-2.xml`);
  });

  it('splits at a smaller limit when one is given', () => {
    const { files } = buildSitemaps(generatedSnapshot(25), { baseUrl: BASE, maxUrls: 10 });
    expect(files.map((file) => urlsOf(file.xml).length)).toEqual([10, 10, 10, 1, 6]);
  });

  it('escapes urls so the XML stays well formed', () => {
    const xml = buildSitemaps(generatedSnapshot(1), { baseUrl: 'https://support.example.com/a&b' }).files[0]!.xml;
    expect(xml).toContain('<loc>https://support.example.com/a&amp;b/product/docs/topic-0/</loc>');
    expect(urlsOf(xml)[0]!.loc).toBe('https://support.example.com/a&b/product/docs/topic-0/');
  });
});
