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

/** The search service as pages use it; versions feed the Data Center version filter. */
export interface PageSearcher extends Searcher {
  versions?(product: string): string[];
}

export function isSearchPage(target: { kind: string; page?: string }): boolean {
  return target.kind === 'static' && target.page === 'searchResults';
}

/** The raw query string of the request, without '?'. */
export function queryStringOf(req: Pick<Request, 'originalUrl'>): string {
  const index = req.originalUrl.indexOf('?');
  return index === -1 ? '' : req.originalUrl.slice(index + 1);
}

export async function runPageSearch(
  searcher: PageSearcher | undefined,
  queryString: string,
  locale: Locale,
): Promise<NonNullable<ResolveOptions['search']>> {
  const query = parseSearchUrl(queryString);
  if (!searcher) return { query, response: null };
  const language = locale === 'ja-JP' ? 'ja' : 'en';
  const state = searchStateFromPage({ query, response: null, categories: [], sortOptions: [], versions: [] }, language);
  try {
    const response: SearchResponse = { queryId: randomUUID(), ...(await searcher.search(buildSearchRequest(state))) };
    const versions =
      query.deployment === 'data_center' && query.product ? (searcher.versions?.(query.product) ?? []) : [];
    return { query, response, versions };
  } catch {
    // The browser runs the search itself when the page arrives without a response.
    return { query, response: null };
  }
}
