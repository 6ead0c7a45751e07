/**
 * The search results page's url state (SPEC.md section 2): searchTerm, deployment (cloud or
 * data_center), product, version (Data Center only) and contentType (comma separated), plus the
 * sort, category and page (from 1) a visitor without JavaScript chooses through links and the
 * filter form's GET, and `asTyped=1` for a term searched as typed, without spelling correction
 * (the 'Search instead for' link of a corrected search, docs/adr/041). Pure functions both sides use: the server reads the url to render the first
 * results and to key its html cache, the browser reads it on load and writes it after each search.
 */
import { MAX_SEARCH_TERM_LENGTH, SEARCH_RESULTS_PATH } from '../constants';
import type { SearchScope } from '../types/pages/common';
import { ALL_CATEGORY, DEFAULT_SORT, SEARCH_CATEGORY_KEYS } from './categories';
import {
  isSearchContentType,
  isSearchDeployment,
  SORT_OPTIONS,
  type ProductFacetFilter,
  type SearchContentType,
  type SearchDeployment,
  type SearchSortBy,
} from './types';

const MAX_PARAM_LENGTH = 100;
/** Pages beyond this are never linked (the search API pages no further than offset 1,000). */
const MAX_PAGE_INDEX = 1000;

export interface SearchUrlState {
  searchTerm: string;
  /** The term is searched as typed, not corrected (`asTyped=1`). */
  asTyped: boolean;
  deployment: SearchDeployment | null;
  product: string | null;
  version: string | null;
  contentTypes: SearchContentType[];
  sortBy: SearchSortBy;
  category: string;
  /** Page index, from 0; the url's `page` counts from 1. */
  pageIndex: number;
}

export const EMPTY_SEARCH_URL_STATE: SearchUrlState = {
  searchTerm: '',
  asTyped: false,
  deployment: null,
  product: null,
  version: null,
  contentTypes: [],
  sortBy: DEFAULT_SORT,
  category: ALL_CATEGORY,
  pageIndex: 0,
};

/**
 * The value of a product choice in the filter form, `{deployment}:{product}`: one radio button
 * names both, and the url it submits still reads as a product with its deployment.
 */
export function productChoiceValue(deployment: SearchDeployment, product: string): string {
  return `${deployment}:${product}`;
}

function splitProductChoice(value: string): { deployment: SearchDeployment; product: string } | null {
  const index = value.indexOf(':');
  const deployment = value.slice(0, index);
  const product = value.slice(index + 1);
  return index > 0 && isSearchDeployment(deployment) && product !== '' ? { deployment, product } : null;
}

function param(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value.slice(0, MAX_PARAM_LENGTH) : null;
}

/**
 * Reads the url's query string. Product and deployment are kept only together, and a version only
 * with a Data Center product (SPEC.md section 5); unknown content types, sorts and categories are
 * dropped, a page that is not a whole number from 1 reads as the first, and `asTyped` is set by
 * `asTyped=1` alone (any other value, or no term, searches as corrected). The filter form's
 * spellings are accepted too: `product={deployment}:{product}` and one contentType per checkbox.
 */
export function parseSearchUrl(search: string | URLSearchParams): SearchUrlState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const searchTerm = (params.get('searchTerm') ?? '').trim().slice(0, MAX_SEARCH_TERM_LENGTH);
  const asTyped = searchTerm !== '' && param(params, 'asTyped') === '1';
  const rawDeployment = param(params, 'deployment');
  const rawProduct = param(params, 'product');
  const choice = rawDeployment === null && rawProduct !== null ? splitProductChoice(rawProduct) : null;
  const deploymentParam = choice ? choice.deployment : rawDeployment;
  const productParam = choice ? choice.product : rawProduct;
  const scoped = deploymentParam !== null && isSearchDeployment(deploymentParam) && productParam !== null;
  const deployment = scoped ? deploymentParam : null;
  const product = scoped ? productParam : null;
  const version = deployment === 'data_center' ? param(params, 'version') : null;
  const contentTypes = [
    ...new Set(
      params
        .getAll('contentType')
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(isSearchContentType),
    ),
  ];
  const sortParam = param(params, 'sort');
  const sortBy =
    sortParam !== null && (SORT_OPTIONS as readonly string[]).includes(sortParam) ? sortParam : DEFAULT_SORT;
  const categoryParam = param(params, 'category');
  const category =
    categoryParam !== null && (SEARCH_CATEGORY_KEYS as readonly string[]).includes(categoryParam)
      ? categoryParam
      : ALL_CATEGORY;
  const pageParam = param(params, 'page');
  const pageNumber = pageParam !== null && /^[0-9]{1,5}$/.test(pageParam) ? Number(pageParam) : 1;
  const pageIndex = Math.min(Math.max(pageNumber, 1), MAX_PAGE_INDEX + 1) - 1;
  return {
    searchTerm,
    asTyped,
    deployment,
    product,
    version,
    contentTypes,
    sortBy: sortBy as SearchSortBy,
    category,
    pageIndex,
  };
}

/**
 * The query string (without '?') for a url state, in a fixed order: spaces are %20 and the
 * content types' commas stay readable. Empty and default values are left out.
 */
export function serializeSearchUrl(state: SearchUrlState): string {
  const parts: string[] = [];
  if (state.searchTerm) parts.push(`searchTerm=${encodeURIComponent(state.searchTerm)}`);
  if (state.searchTerm && state.asTyped) parts.push('asTyped=1');
  if (state.deployment && state.product) {
    parts.push(`deployment=${encodeURIComponent(state.deployment)}`);
    parts.push(`product=${encodeURIComponent(state.product)}`);
    if (state.deployment === 'data_center' && state.version) {
      parts.push(`version=${encodeURIComponent(state.version)}`);
    }
  }
  if (state.contentTypes.length > 0) parts.push(`contentType=${state.contentTypes.join(',')}`);
  if (state.category !== ALL_CATEGORY) parts.push(`category=${encodeURIComponent(state.category)}`);
  if (state.sortBy !== DEFAULT_SORT) parts.push(`sort=${encodeURIComponent(state.sortBy)}`);
  if (state.pageIndex > 0) parts.push(`page=${state.pageIndex + 1}`);
  return parts.join('&');
}

/** The results page url (without locale prefix) of a url state. */
export function searchStateHref(state: SearchUrlState): string {
  const query = serializeSearchUrl(state);
  return query ? `${SEARCH_RESULTS_PATH}?${query}` : SEARCH_RESULTS_PATH;
}

/**
 * One spelling per search: parameter order, '+' or %20, unknown parameters and invalid values do
 * not matter. The html cache keys the results page by it.
 */
export function normaliseSearchQuery(search: string): string {
  const query = serializeSearchUrl(parseSearchUrl(search));
  return query ? `?${query}` : '';
}

/**
 * The query string (without '?') of a term restricted to a scope when it is complete: what the
 * results url and a restricted box's suggestion request both carry.
 */
export function scopedSearchQuery(searchTerm: string, scope?: SearchScope): string {
  const scoped = Boolean(scope?.product && scope.deployment);
  return serializeSearchUrl({
    ...EMPTY_SEARCH_URL_STATE,
    searchTerm: searchTerm.trim(),
    deployment: scoped ? (scope?.deployment ?? null) : null,
    product: scoped ? (scope?.product ?? null) : null,
    version: scoped && scope?.deployment === 'data_center' ? (scope.version ?? null) : null,
    category: scope?.category ?? ALL_CATEGORY,
  });
}

/** The results page url (without locale prefix) for a term, restricted to a scope when it is complete. */
export function searchResultsHref(searchTerm: string, scope?: SearchScope): string {
  const query = scopedSearchQuery(searchTerm, scope);
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
