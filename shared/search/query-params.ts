/**
 * The search results page's url state (SPEC.md section 2): searchTerm, deployment (cloud or
 * data_center), product, version (Data Center only) and contentType (comma separated). Pure
 * functions both sides use: the server reads the url to render the first results and to key its
 * html cache, the browser reads it on load and writes it after each search.
 */
import { SEARCH_RESULTS_PATH } from '../constants';
import type { SearchScope } from '../types/pages/common';
import {
  isSearchContentType,
  isSearchDeployment,
  type ProductFacetFilter,
  type SearchContentType,
  type SearchDeployment,
} from './types';

/** Longer terms are cut to the length the search API accepts. */
export const MAX_SEARCH_TERM_LENGTH = 256;
const MAX_PARAM_LENGTH = 100;

export interface SearchUrlState {
  searchTerm: string;
  deployment: SearchDeployment | null;
  product: string | null;
  version: string | null;
  contentTypes: SearchContentType[];
}

export const EMPTY_SEARCH_URL_STATE: SearchUrlState = {
  searchTerm: '',
  deployment: null,
  product: null,
  version: null,
  contentTypes: [],
};

function param(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value.slice(0, MAX_PARAM_LENGTH) : null;
}

/**
 * Reads the url's query string. Product and deployment are kept only together, and a version only
 * with a Data Center product (SPEC.md section 5); unknown content types are dropped.
 */
export function parseSearchUrl(search: string | URLSearchParams): SearchUrlState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const searchTerm = (params.get('searchTerm') ?? '').trim().slice(0, MAX_SEARCH_TERM_LENGTH);
  const deploymentParam = param(params, 'deployment');
  const productParam = param(params, 'product');
  const scoped = deploymentParam !== null && isSearchDeployment(deploymentParam) && productParam !== null;
  const deployment = scoped ? deploymentParam : null;
  const product = scoped ? productParam : null;
  const version = deployment === 'data_center' ? param(params, 'version') : null;
  const contentTypes = [
    ...new Set(
      (params.get('contentType') ?? '')
        .split(',')
        .map((value) => value.trim())
        .filter(isSearchContentType),
    ),
  ];
  return { searchTerm, deployment, product, version, contentTypes };
}

/**
 * The query string (without '?') for a url state, in a fixed order: spaces are %20 and the
 * content types' commas stay readable. Empty values are left out.
 */
export function serializeSearchUrl(state: SearchUrlState): string {
  const parts: string[] = [];
  if (state.searchTerm) parts.push(`searchTerm=${encodeURIComponent(state.searchTerm)}`);
  if (state.deployment && state.product) {
    parts.push(`deployment=${encodeURIComponent(state.deployment)}`);
    parts.push(`product=${encodeURIComponent(state.product)}`);
    if (state.deployment === 'data_center' && state.version) {
      parts.push(`version=${encodeURIComponent(state.version)}`);
    }
  }
  if (state.contentTypes.length > 0) parts.push(`contentType=${state.contentTypes.join(',')}`);
  return parts.join('&');
}

/**
 * One spelling per search: parameter order, '+' or %20, unknown parameters and invalid values do
 * not matter. The html cache keys the results page by it.
 */
export function normaliseSearchQuery(search: string): string {
  const query = serializeSearchUrl(parseSearchUrl(search));
  return query ? `?${query}` : '';
}

/** The results page url (without locale prefix) for a term, restricted to a scope when it is complete. */
export function searchResultsHref(searchTerm: string, scope?: SearchScope): string {
  const scoped = Boolean(scope?.product && scope.deployment);
  const query = serializeSearchUrl({
    ...EMPTY_SEARCH_URL_STATE,
    searchTerm: searchTerm.trim(),
    deployment: scoped ? (scope?.deployment ?? null) : null,
    product: scoped ? (scope?.product ?? null) : null,
    version: scoped && scope?.deployment === 'data_center' ? (scope.version ?? null) : null,
  });
  return query ? `${SEARCH_RESULTS_PATH}?${query}` : SEARCH_RESULTS_PATH;
}

/**
 * The product filter of a search (SPEC.md section 5): only when both product id and deployment
 * exist; versions only for Data Center.
 */
export function productFacetFilters(
  product: string | null | undefined,
  deployment: SearchDeployment | null | undefined,
  versions: readonly string[],
): ProductFacetFilter[] {
  if (!product || !deployment) return [];
  return [{ platform: deployment, key: product, versions: deployment === 'data_center' ? [...versions] : [] }];
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
export const EMAIL_MASK = '[email]';

/** Masks e-mail addresses in search text before it goes to analytics or a log (SPEC.md section 5). */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, EMAIL_MASK);
}
