/** Test support: search responses and results in the shape the search API sends. */
import type { SearchResponse, SearchResult } from './types';

export function searchResult(index: number, overrides: Partial<SearchResult['content']> = {}): SearchResult {
  return {
    content: {
      contentAri: `ari:cloud:help::topic/entry-${index}`,
      title: `Result ${index}`,
      description: `Description ${index}`,
      url: `/docs/result-${index}/`,
      contentType: 'topic',
      products: [{ name: 'Jira', key: 'jira', platform: 'cloud', versions: [] }],
      metadata: { lastPublishedAt: '2024-05-01T00:00:00.000Z', trustFactors: { helpfulCount: 0, numViews: 0 } },
      ...overrides,
    },
    highlights: { description: `Description <mark>${index}</mark>` },
  };
}

export function searchResponse(
  total: number,
  options: { from?: number; query?: string; rewrittenQuery?: string; missingWords?: string[] } = {},
): SearchResponse {
  const from = options.from ?? 0;
  const count = Math.max(0, Math.min(10, total - from));
  return {
    queryId: `query-${total}-${from}`,
    results: Array.from({ length: count }, (_, offset) => searchResult(from + offset + 1)),
    facets: {
      contentType: [
        { name: 'topic', count: total },
        { name: 'kbArticle', count: 0 },
      ],
      platform: [
        { name: 'cloud', count: total, products: [{ key: 'jira', name: 'Jira', count: total }] },
        { name: 'data_center', count: 2, products: [{ key: 'confluence', name: 'Confluence', count: 2 }] },
      ],
    },
    pagination: { from, size: 10, total },
    metadata: {
      query: {
        originalQuery: options.query ?? 'board',
        rewrittenQuery: options.rewrittenQuery ?? null,
        searchedQuery: options.rewrittenQuery ?? options.query ?? 'board',
        missingWords: options.missingWords ?? [],
      },
      sort: { by: 'relevance' },
      source: 'sqlite-fts5',
    },
  };
}

/** A fetch Response of a JSON body. */
export function jsonResponse(
  body: unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  const status = init.status ?? 200;
  const headers = new Map(Object.entries(init.headers ?? {}).map(([key, value]) => [key.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    json: () => Promise.resolve(body),
  } as unknown as Response;
}
