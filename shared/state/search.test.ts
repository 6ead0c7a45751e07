import { configureStore } from '@reduxjs/toolkit';
import { searchCategories, sortOptions } from '../search/options';
import { EMPTY_SEARCH_URL_STATE } from '../search/query-params';
import { jsonResponse, searchResponse } from '../search/search-fixtures';
import { SEARCH_API_PATH, type SearchRequestBody, type SearchResponse } from '../search/types';
import type { PageBase } from '../types/page';
import { staticPage } from '../../test/support/template-fixtures';
import { DEFAULT_FEATURE_FLAGS } from './page';
import { createAppStore } from './store';
import {
  buildSearchRequest,
  chooseCategory,
  chooseContentTypes,
  choosePage,
  chooseProduct,
  chooseSort,
  chooseVersion,
  fetchSearchResults,
  initialSearchState,
  productOptions,
  removeContentTypeTag,
  removeProductTag,
  removeVersionTag,
  resetFilters,
  retrySearch,
  runSearch,
  searchAsTyped,
  SEARCH_ERROR_MESSAGE,
  searchReducer,
  searchStateFromPage,
  submitSearch,
  urlStateOf,
  versionOptions,
  type ProductOption,
  type SearchState,
  type WithSearchState,
} from './search';

const jiraDc: ProductOption = { key: 'jira', label: 'Jira', name: 'Jira', deployment: 'data_center', versions: [] };
const jiraCloud: ProductOption = { ...jiraDc, deployment: 'cloud' };

function startState(overrides: Partial<SearchState> = {}): SearchState {
  return {
    ...searchStateFromPage(
      {
        query: { ...EMPTY_SEARCH_URL_STATE, searchTerm: 'board' },
        response: searchResponse(25),
        categories: searchCategories('en-US'),
        sortOptions: sortOptions('en-US'),
      },
      'en',
    ),
    ...overrides,
  };
}

function storeWith(overrides: Partial<SearchState> = {}) {
  return configureStore({ reducer: { search: searchReducer }, preloadedState: { search: startState(overrides) } });
}

type FetchMock = jest.Mock<Promise<Response>, [string, RequestInit?]>;

function mockFetch(answer: (url: string, init?: RequestInit) => Promise<Response>): FetchMock {
  const mock: FetchMock = jest.fn(answer);
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

function searchBodies(mock: FetchMock): SearchRequestBody[] {
  return mock.mock.calls
    .filter(([url]) => url.endsWith('/search'))
    .map(([, init]) => JSON.parse(init?.body as string) as SearchRequestBody);
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('the search request', () => {
  it('sends the body of SPEC.md section 7 with highlights, facets, page and sort', () => {
    const body = buildSearchRequest(startState({ currentResultIndex: 2, sortByQueryValue: 'last_published' }));

    expect(body).toEqual({
      query: 'board',
      facetFilters: { contentTypes: [], products: [] },
      highlights: { enable: true },
      pagination: { from: 20, size: 10 },
      language: 'en',
      facets: { enable: true },
      sort: { by: 'last_published' },
    });
  });

  it('filters by product only with both product and deployment, versions only for Data Center', () => {
    expect(
      buildSearchRequest(startState({ productFilterValue: jiraDc, deploymentQueryValue: null })).facetFilters.products,
    ).toEqual([]);
    expect(
      buildSearchRequest(
        startState({ productFilterValue: jiraCloud, deploymentQueryValue: 'cloud', versionsQueryValue: ['9.1'] }),
      ).facetFilters.products,
    ).toEqual([{ platform: 'cloud', key: 'jira', versions: [] }]);
    expect(
      buildSearchRequest(
        startState({ productFilterValue: jiraDc, deploymentQueryValue: 'data_center', versionsQueryValue: ['9.1'] }),
      ).facetFilters.products,
    ).toEqual([{ platform: 'data_center', key: 'jira', versions: ['9.1'] }]);
  });

  it('searches the chosen content types, or else the category content types', () => {
    expect(
      buildSearchRequest(startState({ categoryContentTypeFilterValues: ['kbArticle'] })).facetFilters,
    ).toMatchObject({
      contentTypes: ['kbArticle'],
    });
    expect(
      buildSearchRequest(
        startState({ categoryContentTypeFilterValues: ['topic', 'topicSet'], contentTypeFilterValue: ['topic'] }),
      ).facetFilters.contentTypes,
    ).toEqual(['topic']);
  });

  it('asks in Japanese on a Japanese page', () => {
    expect(buildSearchRequest(startState({ language: 'ja' })).language).toBe('ja');
  });
});

describe('the search lifecycle', () => {
  it('sets loading while pending and stores the response and the query id from the header when fulfilled', async () => {
    const store = storeWith();
    let release: (response: Response) => void = () => undefined;
    mockFetch(() => new Promise((resolve) => (release = resolve)));

    const running = store.dispatch(runSearch());
    expect(store.getState().search.loading).toBe(true);
    release(jsonResponse(searchResponse(3), { headers: { 'x-query-id': 'from-header' } }));
    await running;

    expect(store.getState().search).toMatchObject({ loading: false, queryId: 'from-header' });
    expect(store.getState().search.response?.pagination.total).toBe(3);
  });

  it('clears loading and the old results, marks the search failed and logs the search handler error when the search fails', async () => {
    const store = storeWith({ searchTerm: 'ada@example.com' });
    mockFetch(() => Promise.resolve(jsonResponse({ error: 'Search failed' }, { status: 500 })));
    const log = { error: jest.fn() };

    await store.dispatch(runSearch(log));

    expect(store.getState().search.loading).toBe(false);
    expect(log.error).toHaveBeenCalledWith(SEARCH_ERROR_MESSAGE, expect.objectContaining({ query: '[email]' }));
    expect(store.getState().search).toMatchObject({ failed: true, response: null, queryId: null });
  });

  it('forgets a failure when the next search starts, and retries the same search', async () => {
    const store = storeWith({ searchTerm: 'board' });
    mockFetch(() => Promise.resolve(jsonResponse({ error: 'Search failed' }, { status: 500 })));
    await store.dispatch(runSearch({ error: jest.fn() }));
    let release: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch(() => new Promise((resolve) => (release = resolve)));

    const running = store.dispatch(retrySearch());
    expect(store.getState().search).toMatchObject({ loading: true, failed: false });
    release(jsonResponse(searchResponse(3)));
    await running;

    expect(searchBodies(fetchMock)[0]?.query).toBe('board');
    expect(store.getState().search).toMatchObject({ loading: false, failed: false });
    expect(store.getState().search.response?.pagination.total).toBe(3);
  });

  it('aborts the search in flight when a new one starts, without logging the abort', async () => {
    const store = storeWith();
    const signals: AbortSignal[] = [];
    mockFetch((_url, init) => {
      signals.push(init!.signal!);
      return signals.length === 1
        ? new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(new Error('aborted'))))
        : Promise.resolve(jsonResponse(searchResponse(4)));
    });
    const log = { error: jest.fn() };

    const first = store.dispatch(runSearch(log));
    const second = store.dispatch(runSearch(log));
    await Promise.all([first, second]);

    expect(signals[0]?.aborted).toBe(true);
    expect(log.error).not.toHaveBeenCalled();
    expect(store.getState().search).toMatchObject({ loading: false });
    expect(store.getState().search.response?.pagination.total).toBe(4);
  });

  it('ignores a late response of a superseded search', () => {
    const state = startState({ currentRequestId: 'new' });
    const late = fetchSearchResults.fulfilled({ response: searchResponse(1), queryId: 'old' }, 'old');

    expect(searchReducer(state, late).response?.pagination.total).toBe(25);
  });

  it('sends the anonymous id header when one exists', async () => {
    const store = storeWith();
    const storage = { getItem: jest.fn(() => 'anon-1') };
    Object.defineProperty(globalThis, 'window', { value: { localStorage: storage }, configurable: true });
    const fetchMock = mockFetch(() => Promise.resolve(jsonResponse(searchResponse(1))));

    await store.dispatch(runSearch());
    // @ts-expect-error -- the node test environment has no window of its own
    delete globalThis.window;

    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>)['x-anonymous-id']).toBe('anon-1');
  });
});

describe('filter transitions', () => {
  let fetchMock: FetchMock;
  beforeEach(() => {
    // A Data Center product's search answers with its versions that have results (the version facet).
    fetchMock = mockFetch((_url, init) => {
      const body = JSON.parse(init?.body as string) as SearchRequestBody;
      const dataCenter = body.facetFilters.products.some((product) => product.platform === 'data_center');
      const response = searchResponse(25);
      if (dataCenter) {
        response.facets.version = [
          { name: '9.2', count: 12 },
          { name: '9.1', count: 3 },
        ];
      }
      return Promise.resolve(jsonResponse(response));
    });
  });

  it('searches a new term from the first page', async () => {
    const store = storeWith({ currentResultIndex: 3 });

    await store.dispatch(submitSearch(' sprint '));

    expect(searchBodies(fetchMock)[0]).toMatchObject({ query: 'sprint', pagination: { from: 0 } });
  });

  it('searches the term as typed from the first page with the same filters, and corrects a new term again', async () => {
    const store = storeWith({ searchTerm: 'confluance', currentResultIndex: 2, contentTypeFilterValue: ['topic'] });

    await store.dispatch(searchAsTyped('confluance'));
    await store.dispatch(chooseSort('last_published'));
    await store.dispatch(submitSearch('confluance'));

    const [typed, sorted, corrected] = searchBodies(fetchMock);
    expect(typed).toMatchObject({
      query: 'confluance',
      correction: { enable: false },
      pagination: { from: 0 },
      facetFilters: { contentTypes: ['topic'] },
    });
    // The filters, sort and pages of a search as typed keep it as typed.
    expect(sorted).toMatchObject({
      query: 'confluance',
      correction: { enable: false },
      sort: { by: 'last_published' },
    });
    expect(corrected).not.toHaveProperty('correction');
    expect(store.getState().search.asTyped).toBe(false);
  });

  it('re-runs the search on a page change and keeps the page index', async () => {
    const store = storeWith();

    await store.dispatch(choosePage(2));

    expect(store.getState().search.currentResultIndex).toBe(2);
    expect(searchBodies(fetchMock)[0]?.pagination.from).toBe(20);
  });

  it('resets the page index and re-runs the search on a sort change', async () => {
    const store = storeWith({ currentResultIndex: 2 });

    await store.dispatch(chooseSort('last_published'));

    expect(store.getState().search).toMatchObject({ currentResultIndex: 0, sortByQueryValue: 'last_published' });
    expect(searchBodies(fetchMock)[0]?.sort.by).toBe('last_published');
  });

  it('resets the page index and re-runs the search on a content type change', async () => {
    const store = storeWith({ currentResultIndex: 2 });

    await store.dispatch(chooseContentTypes(['topic', 'kbArticle']));

    expect(store.getState().search.currentResultIndex).toBe(0);
    expect(searchBodies(fetchMock)[0]?.facetFilters.contentTypes).toEqual(['topic', 'kbArticle']);
  });

  it('clears the content-type selection, resets the page and re-runs on a category change', async () => {
    const store = storeWith({ currentResultIndex: 2, contentTypeFilterValue: ['topic'] });

    await store.dispatch(chooseCategory('knowledgeBase'));

    expect(store.getState().search).toMatchObject({
      categoryFilterValue: 'knowledgeBase',
      categoryContentTypeFilterValues: ['kbArticle'],
      contentTypeFilterValue: [],
      currentResultIndex: 0,
    });
    expect(store.getState().search.contentTypeValues.map((option) => option.value)).toEqual(['kbArticle']);
    expect(searchBodies(fetchMock)[0]?.facetFilters.contentTypes).toEqual(['kbArticle']);
  });

  it('clears the versions when a product is chosen and searches with it', async () => {
    const store = storeWith({
      productFilterValue: jiraDc,
      deploymentQueryValue: 'data_center',
      versionsQueryValue: ['9.1'],
      currentResultIndex: 2,
    });

    await store.dispatch(chooseProduct(jiraCloud));

    expect(store.getState().search).toMatchObject({
      deploymentQueryValue: 'cloud',
      versionsQueryValue: [],
      versionsFilterValues: [],
      currentResultIndex: 0,
    });
    expect(searchBodies(fetchMock)[0]?.facetFilters.products).toEqual([
      { platform: 'cloud', key: 'jira', versions: [] },
    ]);
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/versions'))).toBe(false);
  });

  it("offers a Data Center product's versions that have results, with their counts, from the search's version facet", async () => {
    const store = storeWith();

    await store.dispatch(chooseProduct(jiraDc));

    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([SEARCH_API_PATH]);
    expect(store.getState().search.versionsFilterValues).toEqual([
      { value: '9.2', count: 12 },
      { value: '9.1', count: 3 },
    ]);
    expect(store.getState().search.productFilterValue?.versions).toEqual(['9.2', '9.1']);
  });

  it('keeps the chosen version in the version filter when the search finds nothing in it', async () => {
    const store = storeWith({ productFilterValue: jiraDc, deploymentQueryValue: 'data_center' });

    await store.dispatch(chooseVersion('8.20'));

    expect(store.getState().search.versionsFilterValues).toEqual([
      { value: '9.2', count: 12 },
      { value: '9.1', count: 3 },
      { value: '8.20', count: 0 },
    ]);
  });

  it('offers no versions without a chosen Data Center product, and keeps each chosen version among the offered ones', () => {
    const response = searchResponse(3);
    response.facets.version = [{ name: '9.2', count: 1 }];

    expect(versionOptions(response, jiraCloud, [])).toEqual([]);
    expect(versionOptions(response, null, [])).toEqual([]);
    expect(versionOptions(response, jiraDc, ['10.0', '8.5'])).toEqual([
      { value: '10.0', count: 0 },
      { value: '9.2', count: 1 },
      { value: '8.5', count: 0 },
    ]);
  });

  it('searches with the chosen Data Center version from the first page', async () => {
    const store = storeWith({ productFilterValue: jiraDc, deploymentQueryValue: 'data_center', currentResultIndex: 1 });

    await store.dispatch(chooseVersion('9.1'));

    expect(store.getState().search).toMatchObject({ versionsQueryValue: ['9.1'], currentResultIndex: 0 });
    expect(searchBodies(fetchMock)[0]?.facetFilters.products[0]?.versions).toEqual(['9.1']);
  });

  it('resets deployment, product, versions, content types and category content types, then searches', async () => {
    const store = storeWith({
      productFilterValue: jiraDc,
      deploymentQueryValue: 'data_center',
      versionsQueryValue: ['9.1'],
      versionsFilterValues: [{ value: '9.1', count: 4 }],
      contentTypeFilterValue: ['topic'],
      categoryFilterValue: 'knowledgeBase',
      categoryContentTypeFilterValues: ['kbArticle'],
      currentResultIndex: 3,
    });

    await store.dispatch(resetFilters());

    expect(store.getState().search).toMatchObject({
      productFilterValue: null,
      deploymentQueryValue: null,
      versionsQueryValue: [],
      contentTypeFilterValue: [],
      categoryContentTypeFilterValues: [],
      categoryFilterValue: 'all',
      currentResultIndex: 0,
    });
    expect(searchBodies(fetchMock)[0]?.facetFilters).toEqual({ contentTypes: [], products: [] });
  });

  it('resets deployment, product and versions when the product tag is removed', async () => {
    const store = storeWith({
      productFilterValue: jiraDc,
      deploymentQueryValue: 'data_center',
      versionsQueryValue: ['9.1'],
    });

    await store.dispatch(removeProductTag());

    expect(store.getState().search).toMatchObject({
      productFilterValue: null,
      deploymentQueryValue: null,
      versionsQueryValue: [],
    });
    expect(searchBodies(fetchMock)).toHaveLength(1);
  });

  it('removes only that version when a version tag is removed', async () => {
    const store = storeWith({
      productFilterValue: jiraDc,
      deploymentQueryValue: 'data_center',
      versionsQueryValue: ['9.1', '9.2'],
    });

    await store.dispatch(removeVersionTag('9.1'));

    expect(store.getState().search).toMatchObject({ versionsQueryValue: ['9.2'], deploymentQueryValue: 'data_center' });
    expect(searchBodies(fetchMock)).toHaveLength(1);
  });

  it('removes only that content type when a content-type tag is removed', async () => {
    const store = storeWith({ contentTypeFilterValue: ['topic', 'kbArticle'] });

    await store.dispatch(removeContentTypeTag('topic'));

    expect(store.getState().search.contentTypeFilterValue).toEqual(['kbArticle']);
    expect(searchBodies(fetchMock)[0]?.facetFilters.contentTypes).toEqual(['kbArticle']);
  });
});

describe('the state a page starts with', () => {
  it('takes the sort, the category with its content types and the page index from the url', () => {
    const state = searchStateFromPage(
      {
        query: {
          ...EMPTY_SEARCH_URL_STATE,
          searchTerm: 'index',
          sortBy: 'last_published',
          category: 'knowledgeBase',
          pageIndex: 2,
        },
        response: searchResponse(40),
        categories: searchCategories('en-US'),
        sortOptions: sortOptions('en-US'),
      },
      'en',
    );

    expect(state).toMatchObject({
      sortByQueryValue: 'last_published',
      categoryFilterValue: 'knowledgeBase',
      categoryContentTypeFilterValues: ['kbArticle'],
      currentResultIndex: 2,
    });
    expect(buildSearchRequest(state)).toMatchObject({
      pagination: { from: 20, size: 10 },
      sort: { by: 'last_published' },
      facetFilters: { contentTypes: ['kbArticle'] },
    });
    expect(urlStateOf(state)).toMatchObject({ sortBy: 'last_published', category: 'knowledgeBase', pageIndex: 2 });
  });

  it('comes from the url search and the server response, with products and versions from the facets', () => {
    const response = searchResponse(25);
    response.facets.version = [
      { name: '8.5', count: 7 },
      { name: '8.4', count: 2 },
    ];
    const state = searchStateFromPage(
      {
        query: {
          searchTerm: 'board',
          asTyped: false,
          deployment: 'data_center',
          product: 'confluence',
          version: '8.5',
          contentTypes: ['topic'],
          sortBy: 'relevance',
          category: 'all',
          pageIndex: 0,
        },
        response,
        categories: searchCategories('en-US'),
        sortOptions: sortOptions('en-US'),
      },
      'en',
    );

    expect(state).toMatchObject({
      searchTerm: 'board',
      deploymentQueryValue: 'data_center',
      productFilterValue: { key: 'confluence', label: 'Confluence', deployment: 'data_center' },
      versionsQueryValue: ['8.5'],
      versionsFilterValues: [
        { value: '8.5', count: 7 },
        { value: '8.4', count: 2 },
      ],
      contentTypeFilterValue: ['topic'],
      sortByQueryValue: 'relevance',
      categoryFilterValue: 'all',
      loading: false,
    });
    expect(state.productsFilterValues.map((option) => `${option.deployment}:${option.key}`)).toEqual([
      'cloud:jira',
      'data_center:confluence',
    ]);
  });
});

describe('productOptions', () => {
  it("offers each deployment's products by name with their counts, whatever order the counts would give", () => {
    const response: SearchResponse = {
      ...searchResponse(3),
      facets: {
        ...searchResponse(3).facets,
        platform: [
          {
            name: 'data_center',
            count: 9,
            products: [
              { key: 'jira-software', name: 'Jira Software', count: 7 },
              { key: 'jira-service-management', name: 'Jira Service Management', count: 2 },
            ],
          },
          { name: 'cloud', count: 4, products: [{ key: 'jira-software', name: 'Jira Software', count: 4 }] },
        ],
      },
    };

    const options = productOptions(response, null);

    expect(options.map((option) => [option.deployment, option.label, option.count])).toEqual([
      ['cloud', 'Jira Software', 4],
      ['data_center', 'Jira Service Management', 2],
      ['data_center', 'Jira Software', 7],
    ]);
  });
});

describe('the slice in the page store', () => {
  it('joins every store once loaded, starting from a results page search and from the initial state elsewhere', () => {
    const query = { ...EMPTY_SEARCH_URL_STATE, searchTerm: 'board' };
    const results = staticPage('searchResults', { search: { query, response: searchResponse(25) } });
    const notFound = staticPage('notFound');
    const page = (entry: PageBase) => ({ entry, pageTree: [], featureFlags: DEFAULT_FEATURE_FLAGS });

    const onResults = createAppStore({ page: page(results) }).getState() as Partial<WithSearchState>;
    const onNotFound = createAppStore({ page: page(notFound) }).getState() as Partial<WithSearchState>;

    expect(onResults.search).toEqual(searchStateFromPage(results.search, 'en'));
    expect(onResults.search?.searchTerm).toBe('board');
    expect(onNotFound.search).toEqual(initialSearchState);
  });
});
