/**
 * Suggestions while typing (GET /gateway/api/help-content/v2/suggest?q=): the titles of the best
 * matching pages from the search index, with their product and deployment, for a search box to
 * offer before the visitor submits. The query's last word is open ended (the index completes it).
 */
import type { SearchContentType, SearchDeployment, SearchLanguage } from '../../shared/search/types';
import type { SearchOutcome, SearchQuery } from './search-index';

export const SUGGEST_PATH = '/gateway/api/help-content/v2/suggest';
export const MAX_SUGGESTIONS = 8;
const MAX_QUERY_LENGTH = 200;

export interface Suggestion {
  title: string;
  url: string;
  contentType: SearchContentType;
  /** The product's name ('Jira Software'), absent for pages of no product. */
  product?: string;
  deployment?: SearchDeployment;
}

export interface SuggestRequest {
  q: string;
  language: SearchLanguage;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** Validates the query string: `q` of 1 to 200 characters, `language` en (default) or ja. */
export function parseSuggestRequest(query: Record<string, unknown>): Parsed<SuggestRequest> {
  const { q, language } = query;
  if (typeof q !== 'string' || q.trim() === '') return { ok: false, error: 'q must be a non-empty string' };
  if (q.length > MAX_QUERY_LENGTH) return { ok: false, error: `q must be at most ${MAX_QUERY_LENGTH} characters` };
  if (language !== undefined && language !== 'en' && language !== 'ja') {
    return { ok: false, error: 'language must be en or ja' };
  }
  return { ok: true, value: { q: q.trim(), language: language ?? 'en' } };
}

/** Suggestions for a query: the top titles of an ordinary search without facets or highlights. */
export async function suggest(
  search: (query: SearchQuery) => Promise<SearchOutcome>,
  request: SuggestRequest,
): Promise<Suggestion[]> {
  const outcome = await search({
    query: request.q,
    language: request.language,
    pagination: { from: 0, size: MAX_SUGGESTIONS },
    facets: { enable: false },
    highlights: { enable: false },
  });
  return outcome.results.map(({ content }) => {
    const product = content.products[0];
    return {
      title: content.title,
      url: content.url,
      contentType: content.contentType,
      ...(product ? { product: product.name, deployment: product.platform } : {}),
    };
  });
}
