/**
 * The search results page (SPEC.md section 4, 'Search'): the filter state of SPEC.md section 3,
 * the last response and the loading flag. The page starts from what the server embedded, so the
 * first render in the browser matches the server's markup; every later change goes through a thunk
 * below that updates the filters and re-runs the search.
 *
 * A new search aborts the one in flight. Pending sets loading; fulfilled stores the response (only
 * for the latest request); rejected clears loading unless it was an abort, which the next search's
 * own pending already covers, and clears the old results: they no longer answer the filters shown,
 * so the page says the search failed and offers to retry instead.
 */
import { createAsyncThunk, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { SEARCH_PAGE_SIZE } from '../constants';
import { readAnonymousId } from '../search/anonymous-id';
import { ALL_CATEGORY, DEFAULT_SORT, SEARCH_CATEGORY_TYPES, type SearchCategoryKey } from '../search/categories';
import { maskEmails, productFacetFilters, type SearchUrlState } from '../search/query-params';
import {
  ANONYMOUS_ID_HEADER,
  QUERY_ID_HEADER,
  SEARCH_API_PATH,
  SEARCH_CONTENT_TYPES,
  type SearchCategory,
  type SearchContentType,
  type SearchDeployment,
  type SearchLanguage,
  type SearchRequestBody,
  type SearchResponse,
  type SearchSortBy,
  type SortOption,
} from '../search/types';
import { compareVersionsNewestFirst } from '../search/versions';
import type { PageBase } from '../types/page';
import type { SearchPageData, SearchResultsPageView } from '../types/pages/other-pages';
import { pageEntered } from './page';
import { createPlainSlice } from './slice';
import { rootReducer } from './store';

/** A product of the app filter, from the response's platform facets. */
export interface ProductOption {
  key: string;
  label: string;
  name: string;
  deployment: SearchDeployment;
  versions: string[];
  /** 'en' when a Japanese page shows the product's English name, having no Japanese one. */
  lang?: 'en';
  /** Results choosing it would give, from the response's facets; absent for a choice it no longer counts. */
  count?: number;
}

/** A choice of the content-type filter, with the number of results of that type. */
export interface ContentTypeOption {
  value: SearchContentType;
  count: number;
}

/** A choice of the version filter, with the number of results choosing it gives. */
export interface VersionOption {
  value: string;
  count: number;
}

export interface SearchState {
  searchTerm: string;
  /**
   * The term is searched as typed, without spelling correction: the 'Search instead for' link of a
   * corrected search. A new term is corrected again; the filters, sort, category and pages keep it.
   */
  asTyped: boolean;
  language: SearchLanguage;
  /** Content types chosen in the multi-select. */
  contentTypeFilterValue: SearchContentType[];
  deploymentQueryValue: SearchDeployment | null;
  productFilterValue: ProductOption | null;
  productsFilterValues: ProductOption[];
  /** Chosen versions (the radio filter chooses one). */
  versionsQueryValue: string[];
  /**
   * Versions of the chosen Data Center product that have results under the other filters (the
   * response's version facet), and the chosen one whatever its count; newest first.
   */
  versionsFilterValues: VersionOption[];
  sortByQueryValue: SearchSortBy;
  sortByFilterValues: SortOption[];
  contentTypeValues: ContentTypeOption[];
  /** Page index, from 0. */
  currentResultIndex: number;
  categoryValues: SearchCategory[];
  categoryFilterValue: string;
  /** Content types of the chosen category; empty for 'all'. */
  categoryContentTypeFilterValues: SearchContentType[];
  loading: boolean;
  /** The latest search failed (not aborted); the page offers to retry it. */
  failed: boolean;
  response: SearchResponse | null;
  queryId: string | null;
  /** Request id of the latest search; responses of older ones are ignored. */
  currentRequestId: string | null;
  /** Searches started so far; the page writes the url after each. */
  searchCount: number;
}

export const initialSearchState: SearchState = {
  searchTerm: '',
  asTyped: false,
  language: 'en',
  contentTypeFilterValue: [],
  deploymentQueryValue: null,
  productFilterValue: null,
  productsFilterValues: [],
  versionsQueryValue: [],
  versionsFilterValues: [],
  sortByQueryValue: DEFAULT_SORT,
  sortByFilterValues: [],
  contentTypeValues: [],
  currentResultIndex: 0,
  categoryValues: [],
  categoryFilterValue: ALL_CATEGORY,
  categoryContentTypeFilterValues: [],
  loading: false,
  failed: false,
  response: null,
  queryId: null,
  currentRequestId: null,
  searchCount: 0,
};

/** Products of the platform facets, grouped Cloud first, plus the chosen one if the facets miss it. */
export function productOptions(response: SearchResponse | null, chosen: ProductOption | null): ProductOption[] {
  const options: ProductOption[] = [];
  for (const platform of response?.facets.platform ?? []) {
    for (const product of platform.products) {
      options.push({
        key: product.key,
        label: product.name,
        name: product.name,
        deployment: platform.name,
        versions: [],
        ...(product.lang ? { lang: product.lang } : {}),
        count: product.count,
      });
    }
  }
  // Cloud first, then each deployment's products by name: a list that keeps its order as the counts
  // change with the other filters, so a choice never moves from under the visitor's pointer. Names are
  // compared by code unit, not by the runtime's locale, so the server and every browser agree.
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  options.sort((a, b) =>
    a.deployment === b.deployment ? byName(a.label, b.label) : a.deployment === 'cloud' ? -1 : 1,
  );
  if (chosen && !options.some((option) => sameProduct(option, chosen))) options.push(chosen);
  return options;
}

/** The content types the multi-select offers: the chosen category's (all for 'all'), with facet counts. */
export function contentTypeOptions(
  categoryTypes: readonly SearchContentType[],
  response: SearchResponse | null,
): ContentTypeOption[] {
  const types = categoryTypes.length > 0 ? categoryTypes : SEARCH_CONTENT_TYPES;
  const counts = new Map((response?.facets.contentType ?? []).map((facet) => [facet.name, facet.count]));
  return types.map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

/**
 * The versions the version filter offers: those of the response's version facet (only versions with
 * results for the query and the other filters), and each chosen version even without any, so the
 * visitor sees it chosen and can change it. None unless a Data Center product is chosen.
 */
export function versionOptions(
  response: SearchResponse | null,
  product: Pick<ProductOption, 'deployment'> | null,
  chosen: readonly string[],
): VersionOption[] {
  if (product?.deployment !== 'data_center') return [];
  const options = (response?.facets.version ?? []).map((facet) => ({ value: facet.name, count: facet.count }));
  for (const version of chosen) {
    if (!options.some((option) => option.value === version)) options.push({ value: version, count: 0 });
  }
  return options.sort((a, b) => compareVersionsNewestFirst(a.value, b.value));
}

export function sameProduct(
  a: Pick<ProductOption, 'key' | 'deployment'>,
  b: Pick<ProductOption, 'key' | 'deployment'>,
) {
  return a.key === b.key && a.deployment === b.deployment;
}

/** The state a results page starts with: the url's search and the server's response for it. */
export function searchStateFromPage(data: SearchPageData, language: SearchLanguage): SearchState {
  const { query, response } = data;
  const facetProduct =
    query.product && query.deployment
      ? productOptions(response, null).find(
          (option) => option.key === query.product && option.deployment === query.deployment,
        )
      : undefined;
  const productFilterValue: ProductOption | null =
    query.product && query.deployment
      ? (facetProduct ?? {
          key: query.product,
          label: query.product,
          name: query.product,
          deployment: query.deployment,
          versions: [],
        })
      : null;
  const versionsQueryValue = query.version && productFilterValue?.deployment === 'data_center' ? [query.version] : [];
  const versionsFilterValues = versionOptions(response, productFilterValue, versionsQueryValue);
  const category = data.categories.find((candidate) => candidate.key === query.category);
  const categoryContentTypeFilterValues = category
    ? [...category.contentTypes]
    : [...(SEARCH_CATEGORY_TYPES[query.category as SearchCategoryKey] ?? [])];
  return {
    ...initialSearchState,
    searchTerm: query.searchTerm,
    asTyped: query.asTyped,
    language,
    contentTypeFilterValue: query.contentTypes,
    deploymentQueryValue: productFilterValue ? query.deployment : null,
    productFilterValue: productFilterValue && {
      ...productFilterValue,
      versions: versionsFilterValues.map((option) => option.value),
    },
    productsFilterValues: productOptions(response, productFilterValue),
    versionsQueryValue,
    versionsFilterValues,
    sortByQueryValue: query.sortBy,
    sortByFilterValues: data.sortOptions,
    contentTypeValues: contentTypeOptions(categoryContentTypeFilterValues, response),
    currentResultIndex: query.pageIndex,
    categoryValues: data.categories,
    categoryFilterValue: query.category,
    categoryContentTypeFilterValues,
    response,
    queryId: response?.queryId ?? null,
  };
}

/** The POST body of SPEC.md section 7 for the current filters. */
export function buildSearchRequest(state: SearchState, pageSize = SEARCH_PAGE_SIZE): SearchRequestBody {
  const contentTypes =
    state.contentTypeFilterValue.length > 0 ? state.contentTypeFilterValue : state.categoryContentTypeFilterValues;
  return {
    query: state.searchTerm,
    facetFilters: {
      contentTypes: [...contentTypes],
      products: productFacetFilters(
        state.productFilterValue?.key,
        state.deploymentQueryValue,
        state.versionsQueryValue,
      ),
    },
    highlights: { enable: true },
    pagination: { from: state.currentResultIndex * pageSize, size: pageSize },
    language: state.language,
    facets: { enable: true },
    sort: { by: state.sortByQueryValue },
    // Only a search as typed says so: every other body is SPEC.md section 7's as it is.
    ...(state.asTyped ? { correction: { enable: false } } : {}),
  };
}

/** The url state of the current filters, for history.replaceState. */
export function urlStateOf(state: SearchState): SearchUrlState {
  return {
    searchTerm: state.searchTerm,
    asTyped: state.asTyped,
    deployment: state.productFilterValue ? state.deploymentQueryValue : null,
    product: state.deploymentQueryValue ? (state.productFilterValue?.key ?? null) : null,
    version: state.deploymentQueryValue === 'data_center' ? (state.versionsQueryValue[0] ?? null) : null,
    contentTypes: state.contentTypeFilterValue,
    sortBy: state.sortByQueryValue,
    category: state.categoryFilterValue,
    pageIndex: state.currentResultIndex,
  };
}

export interface WithSearchState {
  search: SearchState;
}

export interface FetchedSearch {
  response: SearchResponse;
  queryId: string;
}

/** One search with the current filters. Use runSearch, which aborts the search in flight first. */
export const fetchSearchResults = createAsyncThunk<FetchedSearch, void, { state: WithSearchState }>(
  'search/fetch',
  async (_, { getState, signal }) => {
    const body = buildSearchRequest(getState().search);
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    const anonymousId = readAnonymousId();
    if (anonymousId) headers[ANONYMOUS_ID_HEADER] = anonymousId;
    const response = await fetch(SEARCH_API_PATH, { method: 'POST', headers, body: JSON.stringify(body), signal });
    if (!response.ok) throw new Error(`The search API answered ${response.status}`);
    const data = (await response.json()) as SearchResponse;
    return { response: data, queryId: response.headers.get(QUERY_ID_HEADER) ?? data.queryId };
  },
);

/** Every filter change starts again from the first page of results. */
const firstPage = (state: SearchState, changes: Partial<SearchState>): SearchState => ({
  ...state,
  ...changes,
  currentResultIndex: 0,
});

const searchSlice = createPlainSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    searchTermChanged: (state: SearchState, action: PayloadAction<string>) =>
      firstPage(state, { searchTerm: action.payload.trim(), asTyped: false }),
    /** The 'Search instead for' link: the term as typed, uncorrected, with the same filters. */
    searchedAsTyped: (state: SearchState, action: PayloadAction<string>) =>
      firstPage(state, { searchTerm: action.payload.trim(), asTyped: true }),
    categoryChanged: (state: SearchState, action: PayloadAction<string>) => {
      const category = state.categoryValues.find((candidate) => candidate.key === action.payload);
      const categoryContentTypeFilterValues = category ? [...category.contentTypes] : [];
      return firstPage(state, {
        categoryFilterValue: category ? category.key : ALL_CATEGORY,
        categoryContentTypeFilterValues,
        contentTypeFilterValue: [],
        contentTypeValues: contentTypeOptions(categoryContentTypeFilterValues, state.response),
      });
    },
    contentTypesChanged: (state: SearchState, action: PayloadAction<SearchContentType[]>) =>
      firstPage(state, { contentTypeFilterValue: [...new Set(action.payload)] }),
    productChanged: (state: SearchState, action: PayloadAction<ProductOption | null>) =>
      firstPage(state, {
        productFilterValue: action.payload && { ...action.payload, versions: [] },
        deploymentQueryValue: action.payload?.deployment ?? null,
        versionsQueryValue: [],
        versionsFilterValues: [],
      }),
    versionChanged: (state: SearchState, action: PayloadAction<string | null>) =>
      firstPage(state, {
        versionsQueryValue: action.payload && state.deploymentQueryValue === 'data_center' ? [action.payload] : [],
      }),
    sortChanged: (state: SearchState, action: PayloadAction<SearchSortBy>) =>
      firstPage(state, { sortByQueryValue: action.payload }),
    pageChanged: (state: SearchState, action: PayloadAction<number>): SearchState => ({
      ...state,
      currentResultIndex: Math.max(0, Math.floor(action.payload)),
    }),
    /**
     * Reset filters: every filter a tag shows (the app, its versions, the content types) and the
     * category's content types, with the category back to all. SPEC.md's list names no content types
     * chosen in the multi-select, but a reset that left their tags would reset nothing when only they
     * are applied, the one case the button is then shown for (docs/adr/041, addendum).
     */
    filtersReset: (state: SearchState) =>
      firstPage(state, {
        contentTypeFilterValue: [],
        deploymentQueryValue: null,
        productFilterValue: null,
        versionsQueryValue: [],
        versionsFilterValues: [],
        categoryFilterValue: ALL_CATEGORY,
        categoryContentTypeFilterValues: [],
        contentTypeValues: contentTypeOptions([], state.response),
      }),
    productTagRemoved: (state: SearchState) =>
      firstPage(state, {
        deploymentQueryValue: null,
        productFilterValue: null,
        versionsQueryValue: [],
        versionsFilterValues: [],
      }),
    versionTagRemoved: (state: SearchState, action: PayloadAction<string>) =>
      firstPage(state, {
        versionsQueryValue: state.versionsQueryValue.filter((version) => version !== action.payload),
      }),
    contentTypeTagRemoved: (state: SearchState, action: PayloadAction<SearchContentType>) =>
      firstPage(state, {
        contentTypeFilterValue: state.contentTypeFilterValue.filter((type) => type !== action.payload),
      }),
  },
  extraReducer: (state, action): SearchState => {
    if (fetchSearchResults.pending.match(action)) {
      return {
        ...state,
        loading: true,
        failed: false,
        currentRequestId: action.meta.requestId,
        searchCount: state.searchCount + 1,
      };
    }
    if (fetchSearchResults.fulfilled.match(action)) {
      if (action.meta.requestId !== state.currentRequestId) return state;
      const product = state.productFilterValue;
      const versionsFilterValues = versionOptions(action.payload.response, product, state.versionsQueryValue);
      return {
        ...state,
        versionsFilterValues,
        productFilterValue: product && { ...product, versions: versionsFilterValues.map((option) => option.value) },
        loading: false,
        response: action.payload.response,
        queryId: action.payload.queryId,
        productsFilterValues: productOptions(action.payload.response, state.productFilterValue),
        contentTypeValues: contentTypeOptions(state.categoryContentTypeFilterValues, action.payload.response),
      };
    }
    if (fetchSearchResults.rejected.match(action)) {
      if (action.meta.aborted || action.meta.requestId !== state.currentRequestId) return state;
      return { ...state, loading: false, failed: true, response: null, queryId: null };
    }
    // The results page starts from the server's search, so the browser's first render matches it.
    if (pageEntered.match(action)) {
      return isSearchResultsPage(action.payload)
        ? searchStateFromPage(action.payload.search, action.payload.locale === 'ja-JP' ? 'ja' : 'en')
        : state;
    }
    return state;
  },
});

export const {
  searchTermChanged,
  searchedAsTyped,
  categoryChanged,
  contentTypesChanged,
  productChanged,
  versionChanged,
  sortChanged,
  pageChanged,
  filtersReset,
  productTagRemoved,
  versionTagRemoved,
  contentTypeTagRemoved,
} = searchSlice.actions;

export const searchReducer = searchSlice.reducer;

/** Loading this module adds the slice to every store created after it (shared/state/store.ts). */
rootReducer.inject(searchSlice);

function isSearchResultsPage(entry: PageBase): entry is SearchResultsPageView {
  return entry.kind === 'searchResults' && 'search' in entry;
}

export const SEARCH_ERROR_MESSAGE = 'Error dispatching the search handler';

type AbortableSearch = ReturnType<ReturnType<typeof fetchSearchResults>>;
export type SearchThunk = ThunkAction<Promise<void>, WithSearchState, unknown, UnknownAction>;
type Thunk = SearchThunk;

/** The search in flight per store (keyed by its getState), so a new search can abort it. */
const inFlight = new WeakMap<() => WithSearchState, AbortableSearch>();

/**
 * Runs the search for the current filters, aborting the one in flight. A failure other than an
 * abort is logged (with e-mail addresses in the term masked); the page then says so and offers to retry.
 */
export function runSearch(log: Pick<Console, 'error'> = console): Thunk {
  return async (dispatch, getState) => {
    inFlight.get(getState)?.abort('superseded');
    const promise: AbortableSearch = dispatch(fetchSearchResults());
    inFlight.set(getState, promise);
    const result = await promise;
    if (inFlight.get(getState) === promise) inFlight.delete(getState);
    if (fetchSearchResults.rejected.match(result) && !result.meta.aborted) {
      log.error(SEARCH_ERROR_MESSAGE, {
        query: maskEmails(getState().search.searchTerm),
        error: result.error.message,
      });
    }
  };
}

function thenSearch(action: UnknownAction): Thunk {
  return (dispatch) => {
    dispatch(action);
    return dispatch(runSearch());
  };
}

/** Enter or the search icon: search for the term from the first page. */
export const submitSearch = (term: string): Thunk => thenSearch(searchTermChanged(term));
/** 'Search instead for': the term as typed, not corrected, from the first page with the same filters. */
export const searchAsTyped = (term: string): Thunk => thenSearch(searchedAsTyped(term));
export const chooseCategory = (key: string): Thunk => thenSearch(categoryChanged(key));
export const chooseContentTypes = (types: SearchContentType[]): Thunk => thenSearch(contentTypesChanged(types));
export const chooseVersion = (version: string | null): Thunk => thenSearch(versionChanged(version));
export const chooseSort = (sortBy: SearchSortBy): Thunk => thenSearch(sortChanged(sortBy));
export const choosePage = (index: number): Thunk => thenSearch(pageChanged(index));
export const resetFilters = (): Thunk => thenSearch(filtersReset());
/** The retry the failure message offers: the same search again. */
export const retrySearch = (): Thunk => runSearch();
export const removeProductTag = (): Thunk => thenSearch(productTagRemoved());
export const removeVersionTag = (version: string): Thunk => thenSearch(versionTagRemoved(version));
export const removeContentTypeTag = (type: SearchContentType): Thunk => thenSearch(contentTypeTagRemoved(type));

/**
 * Choosing a product clears its versions and searches; a Data Center product's versions come with
 * the search's response (its version facet), so the filter offers only versions with results.
 */
export const chooseProduct = (product: ProductOption | null): Thunk => thenSearch(productChanged(product));

export const selectSearch = (state: WithSearchState): SearchState => state.search;
