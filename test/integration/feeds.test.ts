/**
 * Atom feeds and the OpenSearch description over the sample space, checked with an XML parser
 * against the structure RFC 4287 and OpenSearch 1.1 require, and the head links that point to them.
 * A space with hostile titles checks the escaping of every crawler document.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { fixtureSpace } from '../../server/content/fixture-space';
import { buildSnapshot } from '../../server/content/snapshot';
import { buildTestApp, parseHtml } from './support';

const BASE = 'https://support.example.com';
const snapshot = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')),
  { logger: { error: () => undefined } },
);
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['entry', 'link', 'Url'].includes(name) });

interface AtomLink {
  '@_rel': string;
  '@_type'?: string;
  '@_href': string;
}
interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  published?: string;
  summary: string;
  link: AtomLink[];
}
interface AtomFeed {
  '@_xmlns': string;
  '@_xml:lang': string;
  id: string;
  title: string;
  updated: string;
  author: { name: string };
  link: AtomLink[];
  entry?: AtomEntry[];
}

const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

function parseFeed(xml: string): AtomFeed {
  expect(XMLValidator.validate(xml)).toBe(true);
  const feed = (parser.parse(xml) as { feed: AtomFeed }).feed;
  // RFC 4287 section 4.1.1: id, title, updated, an author (here on the feed), and a self link.
  expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
  expect(feed.id).toMatch(/^https:\/\//);
  expect(feed.title).toBeTruthy();
  expect(feed.updated).toMatch(RFC3339);
  expect(feed.author.name).toBeTruthy();
  expect(feed.link.find((link) => link['@_rel'] === 'self')?.['@_type']).toBe('application/atom+xml');
  expect(feed.link.find((link) => link['@_rel'] === 'alternate')?.['@_href']).toMatch(/^https:\/\//);
  for (const entry of feed.entry ?? []) {
    expect(entry.id).toMatch(/^https:\/\//);
    expect(entry.title).toBeTruthy();
    expect(entry.updated).toMatch(RFC3339);
    expect(entry.summary).toBeTruthy();
    expect(entry.link.find((link) => link['@_rel'] === 'alternate')?.['@_href']).toBe(entry.id);
  }
  const ids = (feed.entry ?? []).map((entry) => entry.id);
  expect(new Set(ids).size).toBe(ids.length);
  return feed;
}

describe('the Atom feeds', () => {
  it('list the site’s recently updated articles, newest first', async () => {
    const { app } = buildTestApp(snapshot);
    const response = await request(app).get('/updates.atom').expect(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parseFeed(response.text);
    expect(feed['@_xml:lang']).toBe('en');
    expect(feed.id).toBe(`${BASE}/updates.atom`);
    expect(feed.link.find((link) => link['@_rel'] === 'self')?.['@_href']).toBe(`${BASE}/updates.atom`);
    const entries = feed.entry!;
    expect(entries.length).toBe(50);
    const updated = entries.map((entry) => entry.updated);
    expect([...updated].sort().reverse()).toEqual(updated);
    expect(feed.updated).toBe(updated[0]);
    for (const entry of entries.slice(0, 10)) await request(app).get(entry.id.slice(BASE.length)).expect(200);
  });

  it('list a product’s articles at /{product}/updates.atom, and 404 for no product', async () => {
    const { app } = buildTestApp(snapshot);
    const feed = parseFeed((await request(app).get('/jira-software-cloud/updates.atom').expect(200)).text);
    expect(feed.title).toBe('Jira Software Cloud support: recently updated articles');
    expect(feed.link.find((link) => link['@_rel'] === 'alternate')?.['@_href']).toBe(
      `${BASE}/jira-software-cloud/resources/`,
    );
    expect(feed.entry!.every((entry) => entry.id.startsWith(`${BASE}/jira-software-cloud/`))).toBe(true);
    await request(app).get('/no-such-product/updates.atom').expect(404);
  });

  it('have Japanese feeds with Japanese titles and /ja urls', async () => {
    const { app } = buildTestApp(snapshot);
    const feed = parseFeed((await request(app).get('/ja/updates.atom').expect(200)).text);
    expect(feed['@_xml:lang']).toBe('ja');
    expect(feed.title).toBe('アトラシアン サポート: 最近更新された記事');
    expect(feed.entry!.length).toBeGreaterThan(0);
    expect(feed.entry!.every((entry) => entry.id.startsWith(`${BASE}/ja/`))).toBe(true);
    parseFeed((await request(app).get('/ja/jira-software-cloud/updates.atom').expect(200)).text);
  });

  it('are cached with an ETag', async () => {
    const { app } = buildTestApp(snapshot);
    const first = await request(app).get('/updates.atom').expect(200);
    await request(app).get('/updates.atom').set('If-None-Match', first.headers.etag!).expect(304);
  });
});

describe('the OpenSearch description', () => {
  it('points at the search results page with the search terms', async () => {
    const { app } = buildTestApp(snapshot);
    for (const [url, results] of [
      ['/opensearch.xml', `${BASE}/search-results/?searchTerm={searchTerms}`],
      ['/ja/opensearch.xml', `${BASE}/ja/search-results/?searchTerm={searchTerms}`],
    ] as const) {
      const response = await request(app).get(url).expect(200);
      expect(response.headers['content-type']).toBe('application/opensearchdescription+xml; charset=utf-8');
      expect(XMLValidator.validate(response.text)).toBe(true);
      const description = (
        parser.parse(response.text) as {
          OpenSearchDescription: { ShortName: string; Url: { '@_type': string; '@_template': string }[] };
        }
      ).OpenSearchDescription;
      expect(description.ShortName.length).toBeLessThanOrEqual(16);
      expect(description.Url.find((entry) => entry['@_type'] === 'text/html')?.['@_template']).toBe(results);
    }
  });
});

describe('the head of a page', () => {
  it('links the site feed, its product feed and the search description', async () => {
    const { app } = buildTestApp(snapshot);
    const doc = parseHtml((await request(app).get('/jira-software-cloud/docs/create-a-project/').expect(200)).text);
    const feeds = [...doc.head.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(feeds).toEqual([`${BASE}/updates.atom`, `${BASE}/jira-software-cloud/updates.atom`]);
    const search = doc.head.querySelector('link[rel="search"]');
    expect(search?.getAttribute('type')).toBe('application/opensearchdescription+xml');
    expect(search?.getAttribute('href')).toBe(`${BASE}/opensearch.xml`);
    const ja = parseHtml((await request(app).get('/ja/').expect(200)).text);
    expect(ja.head.querySelector('link[type="application/atom+xml"]')?.getAttribute('href')).toBe(
      `${BASE}/ja/updates.atom`,
    );
  });
});

describe('hostile titles', () => {
  const HOSTILE = `Boards </title><script>alert("x")</script> & ]]> 'quotes' \u0001end`;
  const hostile = (() => {
    const space = fixtureSpace();
    space.entry('topic', 'topic-hostile', {
      topicTitle: HOSTILE,
      slug: 'hostile',
      bodyHtml: '<p>Boards show work.</p>',
      metaDescription: `<img src=x onerror=alert(1)> & "more"`,
      collection: { sys: { type: 'Link', linkType: 'Entry', id: 'coll-guide' } },
    });
    return buildSnapshot(space.toExport(), { logger: { error: () => undefined } });
  })();
  const printable = HOSTILE.replace('\u0001', '');

  it('stay text in the feeds and sitemaps', async () => {
    const { app } = buildTestApp(hostile);
    const feed = parseFeed((await request(app).get('/updates.atom').expect(200)).text);
    const entry = feed.entry!.find((candidate) => candidate.id === `${BASE}/jira-cloud/docs/hostile/`);
    expect(entry?.title).toBe(printable);
    expect(entry?.summary).toBe(`<img src=x onerror=alert(1)> & "more"`);
    const sitemap = await request(app).get('/sitemaps/en.xml').expect(200);
    expect(XMLValidator.validate(sitemap.text)).toBe(true);
  });

  it('stay text in the Markdown twin, llms.txt and the html head', async () => {
    const { app } = buildTestApp(hostile);
    const twin = (await request(app).get('/jira-cloud/docs/hostile.md').expect(200)).text;
    const title = /^title: (.*)$/m.exec(twin)![1]!;
    expect(JSON.parse(title)).toBe(HOSTILE);
    expect(twin.split('\n').filter((line) => line === '---')).toHaveLength(2);
    const body = twin.slice(twin.indexOf('\n---\n', 4) + 5);
    expect(body).toContain('# Boards \\</title>\\<script>alert("x")\\</script> & \\]\\]> \'quotes\' end');
    expect(body).not.toMatch(/(^|[^\\])<script>/);
    const llms = (await request(app).get('/llms.txt').expect(200)).text;
    const line = llms.split('\n').find((candidate) => candidate.includes('/jira-cloud/docs/hostile.md'))!;
    expect(line).toMatch(
      /^- \[Boards \\<\/title>\\<script>alert\("x"\)\\<\/script> & \\\]\\\]> 'quotes' end\]\(https:/u,
    );
    const doc = parseHtml((await request(app).get('/jira-cloud/docs/hostile/').expect(200)).text);
    expect(doc.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(HOSTILE);
    expect(doc.head.querySelectorAll('script:not([type])')).toHaveLength(0);
  });
});
