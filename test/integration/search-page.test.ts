import request from 'supertest';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import type { SearchOutcome } from '../../server/search/search-index';
import { PRIVATE_CACHE_CONTROL } from '../../server/routes/page-handler';
import { SearchService } from '../../server/search/search-service';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, parseHtml } from './support';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });
const service = SearchService.fromSnapshot(snapshot);
afterAll(() => service.close());

type Hit = SearchOutcome['results'][number];
let first: Hit | undefined;
let second: Hit | undefined;
beforeAll(async () => {
  [first, second] = (await service.search({ query: '', pagination: { from: 0, size: 50 } })).results.filter(
    (result, index, all) => all.findIndex((other) => other.content.title === result.content.title) === index,
  );
});

function titlesOf(html: string): string[] {
  return [...parseHtml(html).querySelectorAll('.hc-search-result__title a')].map((link) => link.textContent ?? '');
}

function embeddedTerm(html: string): string {
  const state = JSON.parse(parseHtml(html).getElementById('__INITIAL_STATE__')!.textContent ?? '') as {
    entry: { search: { query: { searchTerm: string } } };
  };
  return state.entry.search.query.searchTerm;
}

describe('the search results page', () => {
  it('renders the results of the url search on the server, with the response embedded for hydration', async () => {
    const { app } = buildTestApp(snapshot, { searchService: service, loadTemplate });

    const response = await request(app).get(`/search-results/?searchTerm=${encodeURIComponent(first!.content.title)}`);

    expect(response.status).toBe(200);
    expect(titlesOf(response.text)).toContain(first!.content.title);
    expect(response.text).toContain(`Showing results for &quot;${first!.content.title}&quot;`);
    expect(embeddedTerm(response.text)).toBe(first!.content.title);
  });

  it('never serves one query its cached page for another', async () => {
    const { app } = buildTestApp(snapshot, { searchService: service, loadTemplate });
    const one = `/search-results/?searchTerm=${encodeURIComponent(first!.content.title)}`;
    const two = `/search-results/?searchTerm=${encodeURIComponent(second!.content.title)}`;

    const firstOne = await request(app).get(one);
    const firstTwo = await request(app).get(two);
    const againOne = await request(app).get(one);
    const againTwo = await request(app).get(two);

    expect(embeddedTerm(firstOne.text)).toBe(first!.content.title);
    expect(embeddedTerm(firstTwo.text)).toBe(second!.content.title);
    expect(firstOne.headers.etag).not.toBe(firstTwo.headers.etag);
    expect(againOne.headers.etag).toBe(firstOne.headers.etag);
    expect(againTwo.headers.etag).toBe(firstTwo.headers.etag);
    expect(embeddedTerm(againTwo.text)).toBe(second!.content.title);
  });

  it('serves one cached page for two spellings of the same search', async () => {
    const { app } = buildTestApp(snapshot, { searchService: service, loadTemplate });

    const plus = await request(app).get('/search-results/?searchTerm=create+board&utm_source=mail');
    const encoded = await request(app).get('/search-results/?searchTerm=create%20board');

    expect(encoded.headers.etag).toBe(plus.headers.etag);
  });
});

describe('searches over their time budget', () => {
  /** The real service, but every search stalls past the budget: a slow shard, made deterministic. */
  function stalledSearch() {
    let calls = 0;
    const searcher = {
      search: () => {
        calls += 1;
        return new Promise<never>(() => undefined);
      },
      versions: (product: string) => service.versions(product),
      suggest: service.suggest.bind(service),
      holdsScope: service.holdsScope.bind(service),
    };
    return { searcher, calls: () => calls };
  }

  it('answers the search API with 503, Retry-After and a JSON reason, and logs it', async () => {
    const { searcher } = stalledSearch();
    const { app, lines } = buildTestApp(snapshot, { searchService: searcher, env: { SEARCH_TIMEOUT_MS: '20' } });

    const response = await request(app).post('/gateway/api/help-content/v2/search').send({ query: 'board' });

    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.body).toEqual({ error: 'Search took too long; try again shortly' });
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'search ran over its time budget', query: 'board', timeoutMs: 20 }),
    );
  });

  it('renders the results page without results, logs it and keeps it out of the html cache and the CDN', async () => {
    const { searcher, calls } = stalledSearch();
    const { app, lines } = buildTestApp(snapshot, {
      searchService: searcher,
      loadTemplate,
      env: { SEARCH_TIMEOUT_MS: '20' },
    });

    const first = await request(app).get('/search-results/?searchTerm=board');
    const second = await request(app).get('/search-results/?searchTerm=board');

    expect(first.status).toBe(200);
    expect(titlesOf(first.text)).toEqual([]);
    expect(embeddedTerm(first.text)).toBe('board');
    expect(first.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(second.status).toBe(200);
    // Each request searched again: a page missing its results is never served from the cache.
    expect(calls()).toBe(2);
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'search ran over its time budget', query: 'board', timeoutMs: 20 }),
    );
  });
});
