/**
 * The server's part of the search results page: read the url's search, run it in process with the
 * same request body the browser sends, and hand the response to the resolver, so the first render
 * (and the html cache entry, keyed by the normalised query) shows that search's results.
 */
import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { parseSearchUrl } from '../../shared/search/query-params';
import type { SearchResponse } from '../../shared/search/types';
import { buildSearchRequest, searchStateFromPage } from '../../shared/state/search';
import type { Locale } from '../../shared/types/content';
import type { ResolveOptions } from '../content/resolvers/resolve-page';
import type { Searcher } from '../search/router';
import { SearchTimeoutError, withinBudget } from '../search/time-budget';

/**
 * The search service as pages use it. The Data Center version filter's choices come with the
 * response (its version facet), so a page needs no version list of its own.
 */
export type PageSearcher = Searcher;

export function isSearchPage(target: { kind: string; page?: string }): boolean {
  return target.kind === 'static' && target.page === 'searchResults';
}

/** The raw query string of the request, without '?'. */
export function queryStringOf(req: Pick<Request, 'originalUrl'>): string {
  const index = req.originalUrl.indexOf('?');
  return index === -1 ? '' : req.originalUrl.slice(index + 1);
}

export interface PageSearchOptions {
  /** Time budget of the search (server/search/time-budget.ts); unbounded when absent. */
  timeoutMs?: number;
  /** Where a search over its budget is reported. */
  logger?: { warn?(obj: unknown, msg?: string): void };
}

/**
 * The results page's search. A search that fails or runs over its budget leaves the response empty
 * (`timedOut` says which): the browser then runs the search itself and shows its failure state if
 * the API cannot answer either.
 */
export async function runPageSearch(
  searcher: PageSearcher | undefined,
  queryString: string,
  locale: Locale,
  options: PageSearchOptions = {},
): Promise<{ result: NonNullable<ResolveOptions['search']>; timedOut: boolean }> {
  const query = parseSearchUrl(queryString);
  if (!searcher) return { result: { query, response: null }, timedOut: false };
  const language = locale === 'ja-JP' ? 'ja' : 'en';
  const state = searchStateFromPage({ query, response: null, categories: [], sortOptions: [] }, language);
  try {
    const running = searcher.search(buildSearchRequest(state));
    const outcome = await (options.timeoutMs === undefined ? running : withinBudget(running, options.timeoutMs));
    const response: SearchResponse = { queryId: randomUUID(), ...outcome };
    return { result: { query, response }, timedOut: false };
  } catch (error) {
    if (!(error instanceof SearchTimeoutError)) return { result: { query, response: null }, timedOut: false };
    options.logger?.warn?.(
      { path: '/search-results/', query: query.searchTerm, timeoutMs: error.timeoutMs },
      'search ran over its time budget',
    );
    return { result: { query, response: null }, timedOut: true };
  }
}
