/**
 * Suggestions while typing (GET /gateway/api/help-content/v2/suggest?q=): the titles of the best
 * matching pages with their product and deployment, and the best matching h2/h3 headings of page
 * bodies with the page url and the heading's `#id`, for a search box to offer before the visitor
 * submits. Every query word may be unfinished. Answered from the index's in-memory suggestion table
 * (server/search/suggestion-table.ts), never from a full-text query.
 *
 * A product-restricted search box adds the scope its results page filters by, in the results url's
 * own words: `product` (a product key) with `deployment` (cloud or data_center), and `version` for
 * Data Center. The suggestions are then the best within that scope.
 */
import { isSearchDeployment, type SearchLanguage } from '../../shared/search/types';
import { SUGGEST_API_PATH, type SuggestionScope } from '../../shared/search/suggestions';
import type { HeadingSuggestion, TitleSuggestion } from './suggestion-table';

export const SUGGEST_PATH = SUGGEST_API_PATH;
export const MAX_SUGGESTIONS = 8;
export const MAX_HEADING_SUGGESTIONS = 4;
const MAX_QUERY_LENGTH = 200;
/** A product key or a version: letters, digits, dots, hyphens or underscores. */
const PRODUCT_KEY = /^[\w.-]{1,100}$/;
const VERSION = /^[\w.-]{1,20}$/;
/** What a request naming a product (here, and the versions endpoint) is told when the key is malformed. */
export const PRODUCT_KEY_PROBLEM = 'product: must be a product key of letters, digits, dots, hyphens or underscores';

export function isProductKey(value: unknown): value is string {
  return typeof value === 'string' && PRODUCT_KEY.test(value);
}

export type Suggestion = TitleSuggestion;
export type { HeadingSuggestion };

export interface SuggestRequest {
  q: string;
  language: SearchLanguage;
  /** The product (and version) a restricted search box searches in; none for a general box. */
  scope?: SuggestionScope;
}

export interface SuggestResponse {
  query: string;
  suggestions: Suggestion[];
  headings: HeadingSuggestion[];
}

/** What suggestions are read from: a search index or the service holding the current one. */
export interface Suggester {
  suggest(
    query: string,
    language: SearchLanguage,
    limits: { titles: number; headings: number },
    scope?: SuggestionScope,
  ): { titles: TitleSuggestion[]; headings: HeadingSuggestion[] };
  /** Whether some page is in `scope`: a product in a deployment, or a version of it. */
  holdsScope(scope: SuggestionScope): boolean;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Validates the query string: `q` of 1 to 200 characters, `language` en (default) or ja, and an
 * optional scope: `product` and `deployment` together, `version` only with data_center.
 */
export function parseSuggestRequest(query: Record<string, unknown>): Parsed<SuggestRequest> {
  const { q, language, product, deployment, version } = query;
  if (typeof q !== 'string' || q.trim() === '') return { ok: false, error: 'q: must be a non-empty string' };
  if (q.length > MAX_QUERY_LENGTH) return { ok: false, error: `q: must be at most ${MAX_QUERY_LENGTH} characters` };
  if (language !== undefined && language !== 'en' && language !== 'ja') {
    return { ok: false, error: 'language: must be one of en, ja' };
  }
  const request: SuggestRequest = { q: q.trim(), language: language ?? 'en' };
  if (product === undefined && deployment === undefined && version === undefined) return { ok: true, value: request };
  if (product === undefined) return { ok: false, error: 'product: is required with deployment or version' };
  if (!isProductKey(product)) return { ok: false, error: PRODUCT_KEY_PROBLEM };
  if (deployment === undefined) return { ok: false, error: 'deployment: is required with product' };
  if (typeof deployment !== 'string' || !isSearchDeployment(deployment)) {
    return { ok: false, error: 'deployment: must be one of cloud, data_center' };
  }
  if (version === undefined) return { ok: true, value: { ...request, scope: { product, deployment } } };
  if (deployment !== 'data_center') return { ok: false, error: 'version: is allowed only with deployment data_center' };
  if (typeof version !== 'string' || !VERSION.test(version)) {
    return { ok: false, error: 'version: must be a version number of letters, digits, dots, hyphens or underscores' };
  }
  return { ok: true, value: { ...request, scope: { product, deployment, version } } };
}

/**
 * The problem with a well-formed scope the index knows nothing of, as 'field: reason': a product
 * with no page in the deployment, or a version with no page of the product. Undefined when the
 * index holds pages in the scope (whether or not any match the query).
 */
export function unknownScope(suggester: Suggester, scope: SuggestionScope | undefined): string | undefined {
  if (!scope) return undefined;
  const { product, deployment, version } = scope;
  if (!suggester.holdsScope({ product, deployment })) {
    return `product: must be the key of a product with pages in deployment ${deployment}`;
  }
  if (version !== undefined && !suggester.holdsScope(scope)) {
    return `version: must be a Data Center version of ${product} with pages`;
  }
  return undefined;
}

/** The response body for a valid request. */
export function suggest(suggester: Suggester, request: SuggestRequest): SuggestResponse {
  const limits = { titles: MAX_SUGGESTIONS, headings: MAX_HEADING_SUGGESTIONS };
  const { titles, headings } = suggester.suggest(request.q, request.language, limits, request.scope);
  return { query: request.q, suggestions: titles, headings };
}
