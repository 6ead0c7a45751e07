/**
 * No dead link: crawls every page of the sample space through the real app, in both locales, and
 * follows every internal link and local asset. A link fails when it answers 4xx/5xx, or when its
 * #fragment names no element id on the page it lands on.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { createApp } from '../../server/app';
import { createStore, type Store } from '../../server/store/store';
import { buildSnapshot } from '../../server/content/snapshot';
import { FIXED_PAGES, collectingLogger, storeWith, testConfig } from './support';

const snapshot = buildSnapshot(
  JSON.parse(readFileSync(path.resolve(__dirname, '../../content/sample-space.json'), 'utf8')),
  { logger: { error: () => undefined } },
);
const config = testConfig();
const origin = new URL(config.publicBaseUrl).origin;
const dataDir = mkdtempSync(path.join(tmpdir(), 'link-check-'));
let store: Store;
let app: Express;

// With a store, as in production: the sign-in and account pages exist only then.
beforeAll(async () => {
  store = await createStore({ dataDir, databaseUrl: undefined });
  app = createApp({ config, snapshotStore: storeWith(snapshot), store, logger: collectingLogger().logger });
});

afterAll(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Fetched {
  status: number;
  ids: ReadonlySet<string>;
  links: string[];
}

const decode = (value: string): string =>
  value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<');

/** The internal url of an href or src, or undefined for other sites, mail and script urls. */
export function internalUrl(raw: string, from: string): string | undefined {
  if (raw === '' || /^(mailto|tel|javascript|data):/i.test(raw)) return undefined;
  const url = new URL(decode(raw), origin + from);
  return url.origin === origin ? url.pathname + url.search + url.hash : undefined;
}

/** Links in the markup, not in the embedded state or JSON-LD (they repeat the markup's links). */
function linksOf(html: string): string[] {
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/g, '');
  return [...markup.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1]!);
}

async function fetchPage(url: string, hops = 0): Promise<Fetched> {
  const response = await request(app).get(url).set('Accept-Encoding', 'identity');
  if (response.status >= 300 && response.status < 400 && response.headers.location && hops < 5) {
    return fetchPage(internalUrl(response.headers.location, url) ?? url, hops + 1);
  }
  const isHtml = /text\/html/.test(String(response.headers['content-type']));
  const html = isHtml ? response.text : '';
  return {
    status: response.status,
    ids: new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decode(match[1]!))),
    links: isHtml ? linksOf(html) : [],
  };
}

describe('links', () => {
  it('leads every internal link of every page to a page that answers and to an id that exists', async () => {
    // Arrange: every page the site has, in both locales.
    const starts = ['/', ...snapshot.routes().map((route) => route.url), ...FIXED_PAGES.map(([url]) => url)].flatMap(
      (url) => [url, `/ja${url}`],
    );
    const pages = new Map<string, Promise<Fetched>>();
    const visit = (url: string) => {
      if (!pages.has(url)) pages.set(url, fetchPage(url));
      return pages.get(url)!;
    };

    // Act: crawl breadth first, following links found on html pages.
    const failures: string[] = [];
    let frontier = [...new Set(starts)];
    const seen = new Set(frontier);
    while (frontier.length > 0) {
      const next: string[] = [];
      for (const from of frontier) {
        const page = await visit(from);
        for (const raw of page.links) {
          const target = internalUrl(raw, from);
          if (target === undefined) continue;
          const [withoutHash = '', fragment] = target.split('#');
          // A same-page anchor lands on the page it is on, whatever that page's status.
          const address = withoutHash === '' || withoutHash === from ? from : withoutHash;
          const landing = await visit(address);
          if (address === from) {
            if (fragment && !landing.ids.has(decodeURIComponent(fragment)))
              failures.push(`${from} -> ${raw}: no element with id "${fragment}"`);
            continue;
          }
          if (landing.status >= 400) failures.push(`${from} -> ${raw}: ${landing.status}`);
          else if (fragment && !landing.ids.has(decodeURIComponent(fragment)))
            failures.push(`${from} -> ${raw}: no element with id "${fragment}"`);
          const isPage = !/^\/(static|content-assets)\//.test(address);
          if (isPage && !seen.has(address)) {
            seen.add(address);
            next.push(address);
          }
        }
      }
      frontier = next;
    }

    // Assert
    expect(pages.size).toBeGreaterThan(500);
    expect([...new Set(failures)]).toEqual([]);
  }, 240_000);
});
