import { MAX_SEARCH_TERM_LENGTH } from '../constants';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { renderToString } from 'react-dom/server';
import { ANONYMOUS_ID_STORAGE_KEY } from '../search/anonymous-id';
import { parseSearchUrl } from '../search/query-params';
import { jsonResponse, searchResponse, searchResult } from '../search/search-fixtures';
import type { SearchRequestBody, SearchResponse } from '../search/types';
import { LocaleProvider } from '../i18n/locale';
import { DEFAULT_FEATURE_FLAGS } from '../state/page';
import { createAppStore, preloadedFromEmbedded } from '../state/store';
import type { Locale } from '../types/content';
import type { FeatureFlags } from '../types/page';
import { SearchResultsTemplate } from './SearchResultsTemplate';
import { searchResultsTitle } from '../search/options';
import type { TrackedEvent } from '../analytics/events';
import { setTrackSink } from '../analytics/track';
import { staticPage } from '../../test/support/template-fixtures';

type FetchMock = jest.Mock<Promise<Response>, [string, RequestInit?]>;

function renderPage(options: { url?: string; response?: SearchResponse | null; flags?: Partial<FeatureFlags> } = {}) {
  const query = parseSearchUrl(options.url ?? 'searchTerm=board');
  const response = options.response === undefined ? searchResponse(25) : options.response;
  const entry = staticPage('searchResults', { search: { query, response } });
  const featureFlags = { ...DEFAULT_FEATURE_FLAGS, ...options.flags };
  const store = createAppStore(preloadedFromEmbedded({ entry, pageTree: [], featureFlags, contentVersion: 'v1' }));
  window.history.replaceState(null, '', `/search-results/?${options.url ?? 'searchTerm=board'}`);
  render(
    <Provider store={store}>
      <SearchResultsTemplate entry={entry} />
    </Provider>,
  );
  return store;
}

function mockFetch(answer: (url: string, init?: RequestInit) => Promise<Response> = defaultAnswer): FetchMock {
  const mock: FetchMock = jest.fn(answer);
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/**
 * A search with a Data Center product answers with the product's versions that have results: 8.5
 * and 8.4 (the version facet); a search for 'nothing' finds nothing.
 */
function withVersions(response: SearchResponse): SearchResponse {
  return {
    ...response,
    facets: {
      ...response.facets,
      version: [
        { name: '8.5', count: 7 },
        { name: '8.4', count: 2 },
      ],
    },
  };
}

function defaultAnswer(url: string, init?: RequestInit): Promise<Response> {
  if (url.includes('/answer')) {
    return Promise.resolve(
      jsonResponse({
        sentences: [{ text: 'Boards show work in columns.', url: '/docs/result-1/#boards', title: 'Result 1: Boards' }],
        sources: [{ title: 'Result 1', url: '/docs/result-1/' }],
      }),
    );
  }
  const body = JSON.parse(init?.body as string) as SearchRequestBody;
  const response = searchResponse(body.query === 'nothing' ? 0 : 25, { from: body.pagination.from });
  const dataCenter = body.facetFilters.products.some((product) => product.platform === 'data_center');
  return Promise.resolve(jsonResponse(dataCenter ? withVersions(response) : response));
}

function searchBodies(mock: FetchMock): SearchRequestBody[] {
  return mock.mock.calls
    .filter(([url]) => url.endsWith('/search'))
    .map(([, init]) => JSON.parse(init?.body as string) as SearchRequestBody);
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.localStorage.clear();
});

/** The page as the server sends it: what a visitor without JavaScript gets. */
function serverMarkup(
  url: string,
  response: SearchResponse = searchResponse(40),
  locale: Locale = 'en-US',
): HTMLElement {
  const entry = {
    ...staticPage('searchResults', {
      search: { query: parseSearchUrl(url), response: url.includes('data_center') ? withVersions(response) : response },
    }),
    locale,
  };
  const store = createAppStore(
    preloadedFromEmbedded({ entry, pageTree: [], featureFlags: DEFAULT_FEATURE_FLAGS, contentVersion: 'v1' }),
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Provider store={store}>
      <LocaleProvider locale={locale}>
        <SearchResultsTemplate entry={entry} />
      </LocaleProvider>
    </Provider>,
  );
  return container;
}

describe('the results page without JavaScript', () => {
  it('makes the filters a GET form to the results page with an Apply filters button inside noscript', () => {
    const markup = serverMarkup('searchTerm=board&category=documentation&sort=last_published');

    const form = markup.querySelector('form.hc-search-filters');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/search-results/');
    const names = [...(form?.querySelectorAll('[name]') ?? [])].map((field) => field.getAttribute('name'));
    expect(new Set(names)).toEqual(new Set(['searchTerm', 'category', 'sort', 'contentType', 'product']));
    expect(form?.querySelector('input[name="category"]')?.getAttribute('value')).toBe('documentation');
    expect(form?.querySelector('select[name="sort"] option[selected]')?.textContent).toBe('Last published');
    expect(form?.querySelector('noscript')?.innerHTML).toContain('Apply filters');
  });

  it('limits the search field to the length of term the search accepts', () => {
    const markup = serverMarkup('searchTerm=board');

    const field = markup.querySelector('input.hc-search-page__input');
    expect(field?.getAttribute('maxlength')).toBe(String(MAX_SEARCH_TERM_LENGTH));
  });

  it('puts the filters in a closed native disclosure whose summary counts the applied ones', () => {
    const markup = serverMarkup('searchTerm=board&contentType=topic');

    const panel = markup.querySelector('aside details.hc-search-page__filters-panel');
    expect(panel?.hasAttribute('open')).toBe(false);
    expect(panel?.querySelector(':scope > summary')?.textContent).toBe('Filters 11 applied');
    expect(panel?.querySelector(':scope > form.hc-search-filters')).not.toBeNull();
  });

  it("shows only 'No filters applied' when no filter is applied, with no reset that would reset nothing", () => {
    const markup = serverMarkup('searchTerm=board&category=documentation');

    const tags = markup.querySelector('[role="group"][aria-label="Applied filters"]');
    expect(tags?.textContent).toBe('No filters applied');
    expect(markup.querySelector('.hc-search-tags__reset')).toBeNull();
  });

  it('offers the versions with results, with their counts, and keeps the chosen one that has none', () => {
    const markup = serverMarkup('searchTerm=board&deployment=data_center&product=confluence&version=9.9');

    const versions = [...markup.querySelectorAll<HTMLInputElement>('input[name="version"]')].map((input) => ({
      label: input.closest('label')?.textContent,
      checked: input.hasAttribute('checked'),
    }));
    expect(versions).toEqual([
      { label: '9.9 (0)', checked: true },
      { label: '8.5 (7)', checked: false },
      { label: '8.4 (2)', checked: false },
    ]);
  });

  it('makes the categories, the filter tags, reset and every page links to their urls', () => {
    const markup = serverMarkup('searchTerm=board&contentType=topic&page=2');

    const hrefs = (selector: string) => [...markup.querySelectorAll(selector)].map((a) => a.getAttribute('href'));
    expect(hrefs('.hc-search-page__tabs a')).toEqual([
      '/search-results/?searchTerm=board',
      '/search-results/?searchTerm=board&category=documentation',
      '/search-results/?searchTerm=board&category=knowledgeBase',
    ]);
    expect(hrefs('a.hc-search-tags__remove')).toEqual(['/search-results/?searchTerm=board']);
    // Reset clears every filter a tag shows, the content types included.
    expect(hrefs('a.hc-search-tags__reset')).toEqual(['/search-results/?searchTerm=board']);
    expect(hrefs('.hc-pagination a')).toEqual([
      '/search-results/?searchTerm=board&contentType=topic',
      '/search-results/?searchTerm=board&contentType=topic',
      '/search-results/?searchTerm=board&contentType=topic&page=2',
      '/search-results/?searchTerm=board&contentType=topic&page=3',
      '/search-results/?searchTerm=board&contentType=topic&page=4',
      '/search-results/?searchTerm=board&contentType=topic&page=3',
    ]);
    expect(markup.querySelector('.hc-pagination [aria-current="page"]')?.textContent).toBe('2');
  });

  it('says a corrected search shows results for the correction, and links the search as typed with its filters', () => {
    const markup = serverMarkup(
      'searchTerm=confluance&deployment=cloud&product=confluence&contentType=topic&page=2',
      searchResponse(40, { query: 'confluance', rewrittenQuery: 'confluence' }),
    );

    expect(markup.querySelector('.hc-search-page__summary')?.textContent).toBe(
      'Showing results for "confluence" · 40 results',
    );
    const link = markup.querySelector('.hc-search-page__as-typed a');
    expect(link?.textContent).toBe('Search instead for "confluance"');
    // From the first page, as every changed search starts.
    expect(link?.getAttribute('href')).toBe(
      '/search-results/?searchTerm=confluance&asTyped=1&deployment=cloud&product=confluence&contentType=topic',
    );
    // The search box holds what was typed, to be edited.
    expect(markup.querySelector('input.hc-search-page__input')?.getAttribute('value')).toBe('confluance');
  });

  it('says it in Japanese on the Japanese site, with 「」 quotes and a link on the Japanese results page', () => {
    const markup = serverMarkup(
      'searchTerm=confluance',
      searchResponse(40, { query: 'confluance', rewrittenQuery: 'confluence' }),
      'ja-JP',
    );

    expect(markup.querySelector('.hc-search-page__summary')?.textContent).toBe('「confluence」の検索結果 · 40 件');
    const link = markup.querySelector('.hc-search-page__as-typed a');
    expect(link?.textContent).toBe('代わりに「confluance」で検索');
    expect(link?.getAttribute('href')).toBe('/ja/search-results/?searchTerm=confluance&asTyped=1');
  });

  it('keeps a search as typed in the filter form, the categories and the pages, and offers no link back', () => {
    const markup = serverMarkup(
      'searchTerm=confluance&asTyped=1&contentType=topic',
      searchResponse(40, { query: 'confluance' }),
    );

    expect(markup.querySelector('.hc-search-page__summary')?.textContent).toBe(
      'Showing results for "confluance" · 40 results',
    );
    expect(markup.querySelector('.hc-search-page__as-typed')).toBeNull();
    expect(markup.querySelector('form.hc-search-filters input[name="asTyped"]')?.getAttribute('value')).toBe('1');
    expect(markup.querySelector('.hc-search-page__tabs a')?.getAttribute('href')).toBe(
      '/search-results/?searchTerm=confluance&asTyped=1',
    );
    expect(
      markup.querySelector('.hc-pagination a.hc-pagination__page[aria-label="Page 2"]')?.getAttribute('href'),
    ).toBe('/search-results/?searchTerm=confluance&asTyped=1&contentType=topic&page=2');
    // A new search from the box is corrected again: the box's form sends the term alone.
    expect(markup.querySelector('form.hc-search-page__box input[name="asTyped"]')).toBeNull();
  });

  it('signs in from the header back to the same search, with its filters and page', () => {
    const markup = serverMarkup('searchTerm=sprint board&contentType=topic&page=2');

    const signIns = [...markup.querySelectorAll('a[href^="/login"]')].filter((link) =>
      new URL(link.getAttribute('href') ?? '', 'http://localhost').searchParams.get('continue')?.startsWith('/search'),
    );
    expect(signIns.length).toBeGreaterThan(0);
    for (const link of signIns) {
      const target = new URL(link.getAttribute('href') ?? '', 'http://localhost').searchParams.get('continue');
      expect(target).toBe('/search-results/?searchTerm=sprint%20board&contentType=topic&page=2');
    }
  });
});

describe('SearchResultsTemplate', () => {
  it('shows the server results with their summary, highlights and links, without searching again', () => {
    const fetchMock = mockFetch();

    renderPage();

    expect(screen.getByText('Showing results for "board"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Result 1' })).toHaveAttribute('href', '/docs/result-1/');
    const description = screen.getAllByText('1', { selector: 'mark' })[0];
    expect(description).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("puts the results under a Results heading of their own, not under the filters' heading", () => {
    mockFetch();

    renderPage();

    const headings = screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(headings.slice(0, 4)).toEqual(['H1 Search results', 'H2 Filters', 'H2 Results', 'H3 Result 1']);
  });

  it('quotes a phrase search once in its summary, not with its own quotes doubled', () => {
    mockFetch();

    renderPage({ url: 'searchTerm=%22create%20a%20board%22' });

    expect(screen.getByText('Showing results for "create a board"')).toBeInTheDocument();
    expect(searchResultsTitle('"create a board"', 'en-US')).toBe('"create a board" - Search results');
    expect(searchResultsTitle('"a" and "b"', 'en-US')).toBe('""a" and "b"" - Search results');
  });

  it("tells apart the same page in several Data Center versions by each card's deployment and version", () => {
    mockFetch();
    const install = (version: string) =>
      searchResult(1, {
        title: 'Install Jira on Linux',
        url: `/jira-software-data-center/${version}/docs/install-jira-on-linux/`,
        products: [{ name: 'Jira Software', key: 'jira-software', platform: 'data_center', versions: [version] }],
      });
    const response = { ...searchResponse(3), results: [install('10.3'), install('11.1'), searchResult(3)] };

    renderPage({ response });

    const products = [...document.querySelectorAll('.hc-search-result__products')].map((p) => p.textContent);
    expect(products).toEqual(['Jira Software · Data Center 10.3', 'Jira Software · Data Center 11.1', 'Jira · Cloud']);
  });

  it('dates each result by when its page was last published, so an order by date can be seen', () => {
    mockFetch();

    renderPage({ url: 'searchTerm=board&sort=last_published' });

    const meta = document.querySelector('.hc-search-result__meta')!;
    expect(meta.querySelector('.hc-search-result__date')).toHaveTextContent('Updated on May 1, 2024');
    expect(meta.textContent).toMatch(/ · Updated on May 1, 2024$/);
  });

  it('shows a named spinner and no result count while a search loads', async () => {
    mockFetch(() => new Promise(() => undefined));
    renderPage();

    await userEvent.click(screen.getByRole('tab', { name: 'Knowledge base' }));

    expect(screen.getByRole('status', { name: 'Loading results' })).toBeInTheDocument();
    expect(screen.getByText('Showing results for "board"')).toBeInTheDocument();
    expect(screen.queryByText(/results$/, { selector: '.hc-search-page__count' })).toBeNull();
  });

  it('clears the old results when a search fails, says so and retries on request', async () => {
    let fail = true;
    const fetchMock = mockFetch((url, init) =>
      fail ? Promise.resolve(jsonResponse({ error: 'Search failed' }, { status: 500 })) : defaultAnswer(url, init),
    );
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage();

    await userEvent.click(screen.getByRole('tab', { name: 'Knowledge base' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'The search failed' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Result 1' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Search results pages' })).toBeNull();

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Result 1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(searchBodies(fetchMock)).toHaveLength(2);
  });

  it('names the search in the document title after each search, keeping the site name after it', async () => {
    mockFetch();
    document.title = '"board" - Search results | Atlassian Support';
    renderPage();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), ' sprint{Enter}');
    await screen.findByText('Showing results for "board sprint"');

    expect(document.title).toBe('"board sprint" - Search results | Atlassian Support');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'epic{Enter}');
    await screen.findByText('Showing results for "epic"');

    expect(document.title).toBe('"epic" - Search results | Atlassian Support');
  });

  it('shows the no-results illustration, heading and subheading for zero results', () => {
    mockFetch();

    renderPage({ url: 'searchTerm=nothing', response: searchResponse(0, { query: 'nothing' }) });

    expect(screen.getByRole('heading', { name: "We couldn't find anything matching your search" })).toBeInTheDocument();
    expect(screen.getByText('Try different words, fewer filters, or check the spelling.')).toBeInTheDocument();
    expect(document.querySelector('.hc-search-empty svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('navigation', { name: 'Search results pages' })).toBeNull();
  });

  it('says which words no page contains after each search, and nothing once every word is found', async () => {
    const missing: Record<string, string[]> = { 'board frobnicate wibble': ['frobnicate', 'wibble'] };
    mockFetch((_url, init) => {
      const { query } = JSON.parse(init?.body as string) as SearchRequestBody;
      return Promise.resolve(jsonResponse(searchResponse(25, { query, missingWords: missing[query] ?? [] })));
    });
    renderPage({
      url: 'searchTerm=board+frobnicate',
      response: searchResponse(25, { query: 'board frobnicate', missingWords: ['frobnicate'] }),
    });
    const input = screen.getByRole('searchbox', { name: 'Search' });

    expect(screen.getByText('No page contains "frobnicate". These results match your other words.')).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, 'board frobnicate wibble{Enter}');
    expect(
      await screen.findByText('No page contains "frobnicate" or "wibble". These results match your other words.'),
    ).toBeVisible();

    await userEvent.clear(input);
    await userEvent.type(input, 'board{Enter}');
    expect(await screen.findByText('25 results', { exact: false, selector: '.hc-search-page__count' })).toBeVisible();
    expect(screen.queryByText(/No page contains/)).toBeNull();
  });

  it('searches as typed in place from the Search instead for link, keeping the filters and the typed term', async () => {
    const fetchMock = mockFetch((_url, init) => {
      const body = JSON.parse(init?.body as string) as SearchRequestBody;
      const asTyped = body.correction?.enable === false;
      return Promise.resolve(
        jsonResponse(
          asTyped
            ? searchResponse(0, { query: body.query })
            : searchResponse(25, { query: body.query, rewrittenQuery: 'confluence' }),
        ),
      );
    });
    const replace = jest.spyOn(window.history, 'replaceState');
    renderPage({
      url: 'searchTerm=confluance&contentType=topic',
      response: searchResponse(25, { query: 'confluance', rewrittenQuery: 'confluence' }),
    });
    expect(screen.getByText('Showing results for "confluence"')).toBeVisible();

    await userEvent.click(screen.getByRole('link', { name: 'Search instead for "confluance"' }));

    expect(searchBodies(fetchMock)).toEqual([
      expect.objectContaining({
        query: 'confluance',
        correction: { enable: false },
        facetFilters: { contentTypes: ['topic'], products: [] },
      }),
    ]);
    expect(
      await screen.findByRole('heading', { name: "We couldn't find anything matching your search" }),
    ).toBeVisible();
    expect(screen.getByText('Showing results for "confluance"')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Search instead for/ })).toBeNull();
    // The link is gone with the corrected answer: focus goes to the results it asked for.
    expect(document.querySelector('.hc-search-page__results')).toHaveFocus();
    expect(replace).toHaveBeenLastCalledWith(
      null,
      '',
      '/search-results/?searchTerm=confluance&asTyped=1&contentType=topic',
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('confluance');

    // Enter in the box is a new search, corrected again.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '{Enter}');
    expect(searchBodies(fetchMock)[1]).not.toHaveProperty('correction');
    expect(await screen.findByRole('link', { name: 'Search instead for "confluance"' })).toBeVisible();
    expect(replace).toHaveBeenLastCalledWith(null, '', '/search-results/?searchTerm=confluance&contentType=topic');
  });

  it('leaves a click meant for a new tab to the browser, without searching in place', () => {
    const fetchMock = mockFetch();
    renderPage({
      url: 'searchTerm=confluance',
      response: searchResponse(25, { query: 'confluance', rewrittenQuery: 'confluence' }),
    });
    const link = screen.getByRole('link', { name: 'Search instead for "confluance"' });
    // jsdom cannot open a tab: record whether the page left the click alone, then stop it there.
    let leftToBrowser = false;
    const record = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);

    fireEvent.click(link, { ctrlKey: true });
    window.removeEventListener('click', record);

    expect(leftToBrowser).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says both the correction and the word no page contains, summary first', () => {
    mockFetch();
    renderPage({
      url: 'searchTerm=confluance+frobnicate',
      response: searchResponse(25, {
        query: 'confluance frobnicate',
        rewrittenQuery: 'confluence frobnicate',
        missingWords: ['frobnicate'],
      }),
    });

    const lines = [...document.querySelectorAll('.hc-search-page__results > p')].map((line) => line.textContent);
    expect(lines).toEqual([
      'Showing results for "confluence frobnicate" · 25 results',
      'Search instead for "confluance frobnicate"',
      'No page contains "frobnicate". These results match your other words.',
    ]);
    expect(screen.getByRole('link', { name: 'Search instead for "confluance frobnicate"' })).toHaveAttribute(
      'href',
      '/search-results/?searchTerm=confluance%20frobnicate&asTyped=1',
    );
  });

  it("has one search box, its own: the header's is left out of the results page", () => {
    mockFetch();

    renderPage({ url: 'searchTerm=nothing', response: searchResponse(0, { query: 'nothing' }) });

    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
    expect(document.querySelector('header .hc-search-box')).toBeNull();
    expect(screen.getByRole('searchbox').closest('header')).toBeNull();
    // The '/' shortcut focuses the page's own box instead.
    expect(screen.getByRole('searchbox')).toHaveAttribute('aria-keyshortcuts', '/');
    expect(screen.getByRole('searchbox')).toHaveAttribute('data-search-shortcut');
  });

  it('offers a way out to support when nothing is found, through sign-in for an anonymous visitor', () => {
    mockFetch();

    renderPage({ url: 'searchTerm=nothing', response: searchResponse(0, { query: 'nothing' }) });

    const empty = screen.getByRole('region', { name: "We couldn't find anything matching your search" });
    expect(within(empty).getByText(/Still stuck\? Our support team can help\./)).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Log in to contact support' })).toHaveAttribute(
      'href',
      '/login/?application=sac&continue=%2Fcontact%2F',
    );
  });

  it('says 1 result for a single result, not 1 results', () => {
    mockFetch();

    renderPage({ response: searchResponse(1) });

    expect(document.querySelector('.hc-search-page__count')).toHaveTextContent(/^· 1 result$/);
  });

  it('says that a page past the last has no results and links the first page, instead of finding nothing', () => {
    mockFetch();

    renderPage({ url: 'searchTerm=board&page=9', response: searchResponse(32, { from: 80 }) });

    expect(
      screen.getByRole('heading', { name: 'There are no results on page 9: these 32 results end on page 4.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the first page of results' })).toHaveAttribute(
      'href',
      '/search-results/?searchTerm=board',
    );
    expect(screen.queryByRole('heading', { name: "We couldn't find anything matching your search" })).toBeNull();
  });

  it('hides pagination when the total does not exceed the page size', () => {
    mockFetch();
    renderPage({ response: searchResponse(10) });
    expect(screen.queryByRole('navigation', { name: 'Search results pages' })).toBeNull();
  });

  it('pages with at most 10 links to the page urls and searches the chosen page in place', async () => {
    const fetchMock = mockFetch();
    // jsdom lays nothing out and has no scrollIntoView: record what would be scrolled to.
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolledTo.push(this);
    };
    renderPage({ response: searchResponse(500) });
    const nav = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(within(nav).getAllByRole('link', { name: /^Page \d+$/ })).toHaveLength(10);
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/search-results/?searchTerm=board&page=3',
    );
    expect(within(nav).queryByRole('link', { name: 'Previous page' })).toBeNull();

    await userEvent.click(within(nav).getByRole('link', { name: 'Page 3' }));

    expect(searchBodies(fetchMock)[0]?.pagination.from).toBe(20);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    // The new page is read from its top: the list is scrolled to and takes focus.
    expect(scrolledTo).toEqual([document.querySelector('.hc-search-page__results')]);
    expect(document.querySelector('.hc-search-page__results')).toHaveFocus();
    expect(window.location.search).toBe('?searchTerm=board&page=3');
  });

  it('says no filters are applied, then shows removable tags for the chosen filters and resets them', async () => {
    const fetchMock = mockFetch();
    renderPage();
    expect(screen.getByText('No filters applied')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: /^Confluence \(\d+\)$/ }));
    expect(await screen.findByRole('radio', { name: /^8\.5 \(/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^8\.5 \(/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Topic \(/ }));

    expect(screen.getByRole('button', { name: 'Remove filter Confluence (Data Center)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter 8.5' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Topic' }));
    expect(screen.queryByRole('button', { name: 'Remove filter Topic' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove filter 8.5' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));

    // Reset leaves with the tags; focus goes to what is left to say.
    expect(document.activeElement).toBe(screen.getByText('No filters applied'));
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
    expect(searchBodies(fetchMock).at(-1)?.facetFilters).toEqual({ contentTypes: [], products: [] });
  });

  it("moves focus to the next tag, else the previous one, else 'No filters applied' when a tag is removed with the keyboard", async () => {
    mockFetch();
    renderPage({ url: 'searchTerm=board&contentType=topic,kbArticle,collection' });
    const remove = (name: string) => screen.getByRole('button', { name: `Remove filter ${name}` });

    remove('Knowledge base article').focus();
    await userEvent.keyboard('{Enter}');
    const afterMiddle = document.activeElement;
    await userEvent.keyboard('{Enter}');
    const afterLast = document.activeElement;
    await userEvent.keyboard('{Enter}');

    // Topic, Knowledge base article, Collection: the middle one's next is Collection, whose
    // previous is Topic, and Topic leaves no filter, so no Reset filters either.
    expect(afterMiddle?.getAttribute('aria-label')).toBe('Remove filter Collection');
    expect(afterLast?.getAttribute('aria-label')).toBe('Remove filter Topic');
    expect(document.activeElement).toBe(screen.getByText('No filters applied'));
    expect(screen.queryByRole('button', { name: 'Reset filters' })).toBeNull();
  });

  it('moves focus past the version tags that go with a removed app tag', async () => {
    mockFetch();
    renderPage({ url: 'searchTerm=board&contentType=topic' });
    await userEvent.click(screen.getByRole('radio', { name: /^Confluence \(\d+\)$/ }));
    await userEvent.click(await screen.findByRole('radio', { name: /^8\.5 \(/ }));

    screen.getByRole('button', { name: 'Remove filter Confluence (Data Center)' }).focus();
    await userEvent.keyboard('{Enter}');

    expect(screen.queryByRole('button', { name: 'Remove filter 8.5' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove filter Topic' }));
  });

  it('counts the applied filters on the Filters button as they are chosen and removed', async () => {
    mockFetch();
    renderPage({ url: 'searchTerm=board&contentType=topic,kbArticle' });
    const toggle = () => document.querySelector('summary.hc-search-page__filters-toggle')!;
    // What the button shows, and what it says to assistive technology instead of the bare number.
    const read = () => ({
      shown: toggle().querySelector('[aria-hidden="true"]')?.textContent ?? null,
      said: [...toggle().querySelectorAll(':scope > :not([aria-hidden="true"])')].map((part) => part.textContent),
    });
    const initially = read();

    await userEvent.click(screen.getByRole('radio', { name: /^Confluence \(\d+\)$/ }));
    await userEvent.click(await screen.findByRole('radio', { name: /^8\.5 \(/ }));
    const withApp = read();
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Topic' }));
    const withoutTopic = read();
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));

    expect(initially).toEqual({ shown: '2', said: ['Filters', '2 applied'] });
    expect(withApp).toEqual({ shown: '4', said: ['Filters', '4 applied'] });
    expect(withoutTopic).toEqual({ shown: '3', said: ['Filters', '3 applied'] });
    expect(read()).toEqual({ shown: null, said: ['Filters'] });
  });

  it('closes the opened filters with Escape and returns focus to the Filters button', async () => {
    mockFetch();
    renderPage();
    const toggle = document.querySelector<HTMLElement>('summary.hc-search-page__filters-toggle')!;
    const panel = toggle.parentElement as HTMLDetailsElement;

    await userEvent.click(toggle);
    const opened = panel.open;
    screen.getByRole('checkbox', { name: /Topic \(/ }).focus();
    await userEvent.keyboard('{Escape}');

    expect(opened).toBe(true);
    expect(panel.open).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('closes the opened filters with Show results and takes focus to the results', async () => {
    mockFetch();
    renderPage();
    const toggle = document.querySelector<HTMLElement>('summary.hc-search-page__filters-toggle')!;
    const panel = toggle.parentElement as HTMLDetailsElement;
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    await userEvent.click(toggle);

    await userEvent.click(screen.getByRole('button', { name: 'Show 25 results' }));

    expect(panel.open).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('.hc-search-page__results'));
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  });

  it('names the new number of results on Show results after each choice, keeping the panel open and focus on the choice', async () => {
    let answer: () => void = () => undefined;
    mockFetch(
      (_url, init) =>
        new Promise((resolve) => {
          const body = JSON.parse(init?.body as string) as SearchRequestBody;
          answer = () => resolve(jsonResponse(searchResponse(body.facetFilters.contentTypes.length === 1 ? 12 : 1)));
        }),
    );
    renderPage();
    const toggle = document.querySelector<HTMLElement>('summary.hc-search-page__filters-toggle')!;
    const panel = toggle.parentElement as HTMLDetailsElement;
    const showResults = () => document.querySelector('.hc-search-page__show-results')?.textContent;
    await userEvent.click(toggle);
    const before = showResults();

    const topic = screen.getByRole('checkbox', { name: /^Topic \(/ });
    await userEvent.click(topic);
    const whileLoading = showResults();
    await act(() => Promise.resolve().then(answer));
    const afterOne = showResults();
    await userEvent.click(screen.getByRole('checkbox', { name: /^Knowledge base article \(/ }));
    await act(() => Promise.resolve().then(answer));

    expect([before, whileLoading, afterOne, showResults()]).toEqual([
      'Show 25 results',
      'Show results',
      'Show 12 results',
      'Show 1 result',
    ]);
    expect(panel.open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /^Knowledge base article \(/ }));
  });

  it('says the number of results of each search in a polite status, and nothing while it loads', async () => {
    let answer: () => void = () => undefined;
    mockFetch(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(jsonResponse(searchResponse(12)));
        }),
    );
    renderPage();
    const status = document.querySelector('.hc-visually-hidden[role="status"]')!;
    const atFirst = status.textContent;

    await userEvent.click(screen.getByRole('checkbox', { name: /^Topic \(/ }));
    const whileLoading = status.textContent;
    await act(() => Promise.resolve().then(answer));

    // The server's results are not said again on load: the page itself says them.
    expect(atFirst).toBe('');
    expect(whileLoading).toBe('');
    expect(status.textContent).toBe('12 results');
  });

  it('leaves the filters alone on Escape where no Filters button is shown', async () => {
    mockFetch();
    renderPage();
    const toggle = document.querySelector<HTMLElement>('summary.hc-search-page__filters-toggle')!;
    const panel = toggle.parentElement as HTMLDetailsElement;
    await userEvent.click(toggle);
    // As from 768 px, where the stylesheet hides the button and always shows the filters.
    toggle.style.display = 'none';
    const checkbox = screen.getByRole('checkbox', { name: /Topic \(/ });
    checkbox.focus();

    await userEvent.keyboard('{Escape}');

    expect(panel.open).toBe(true);
    expect(document.activeElement).toBe(checkbox);
  });

  it('writes the filters to the url with replaceState after each search', async () => {
    mockFetch();
    const replace = jest.spyOn(window.history, 'replaceState');
    const push = jest.spyOn(window.history, 'pushState');
    renderPage();

    await userEvent.click(screen.getByRole('radio', { name: /^Confluence \(\d+\)$/ }));
    await userEvent.click(await screen.findByRole('radio', { name: /^8\.5 \(/ }));

    expect(replace).toHaveBeenLastCalledWith(
      null,
      '',
      '/search-results/?searchTerm=board&deployment=data_center&product=confluence&version=8.5',
    );
    expect(push).not.toHaveBeenCalled();
  });

  it('searches 500 ms after the last keystroke', async () => {
    jest.useFakeTimers();
    const fetchMock = mockFetch();
    renderPage();
    const input = screen.getByRole('searchbox', { name: 'Search' });

    fireEvent.change(input, { target: { value: 'spr' } });
    act(() => jest.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'sprint' } });
    act(() => jest.advanceTimersByTime(499));
    expect(searchBodies(fetchMock)).toHaveLength(0);
    await act(() => {
      jest.advanceTimersByTime(1);
      return Promise.resolve();
    });

    expect(searchBodies(fetchMock).map((body) => body.query)).toEqual(['sprint']);
  });

  it('searches at once on Enter and on the search icon', async () => {
    const fetchMock = mockFetch();
    renderPage();
    const input = screen.getByRole('searchbox', { name: 'Search' });

    await userEvent.clear(input);
    await userEvent.type(input, 'epic{Enter}');
    expect(searchBodies(fetchMock).at(-1)?.query).toBe('epic');
    await userEvent.clear(input);
    await userEvent.type(input, 'story');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(searchBodies(fetchMock).at(-1)?.query).toBe('story');
    expect(await screen.findByText('Showing results for "story"')).toBeInTheDocument();
  });

  it('shows no answer block without an anonymous id, even with the flag on', async () => {
    const fetchMock = mockFetch();
    renderPage({ flags: { 'sac-search-ai-experiment': { ai_dialog_enabled: true } } });

    await act(() => Promise.resolve());

    expect(screen.queryByRole('region', { name: /Answer generated/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows no answer block when the flag is off, even with an anonymous id', async () => {
    window.localStorage.setItem(ANONYMOUS_ID_STORAGE_KEY, 'anon-1');
    const fetchMock = mockFetch();
    renderPage();

    await act(() => Promise.resolve());

    expect(screen.queryByRole('region', { name: /Answer generated/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a collapsed, labelled answer with linked sentences when the id and flag exist, and expands it', async () => {
    window.localStorage.setItem(ANONYMOUS_ID_STORAGE_KEY, 'anon-1');
    mockFetch();
    renderPage({ flags: { 'sac-search-ai-experiment': { ai_dialog_enabled: true } } });

    const region = await screen.findByRole('region', { name: 'Answer generated from the articles below' });
    const toggle = within(region).getByRole('button', { name: 'Show answer' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(region).queryByRole('link', { name: 'Boards show work in columns.' })).toBeNull();

    await userEvent.click(toggle);

    expect(within(region).getByRole('link', { name: 'Boards show work in columns.' })).toHaveAttribute(
      'href',
      '/docs/result-1/#boards',
    );
    expect(within(region).getByRole('button', { name: 'Hide answer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('starts the answer expanded when the expanded-state flag says so', async () => {
    window.localStorage.setItem(ANONYMOUS_ID_STORAGE_KEY, 'anon-1');
    mockFetch();
    renderPage({
      flags: {
        'sac-search-ai-experiment': { ai_dialog_enabled: true },
        sac_ai_summarisation_expanded_state: { initiallyExpanded: true },
      },
    });

    const region = await screen.findByRole('region', { name: 'Answer generated from the articles below' });

    expect(within(region).getByRole('link', { name: 'Boards show work in columns.' })).toBeVisible();
  });

  it('runs the url search in the browser when the page arrived without results', async () => {
    const fetchMock = mockFetch();

    renderPage({ url: 'searchTerm=board&contentType=kbArticle', response: null });

    expect(await screen.findByRole('link', { name: 'Result 1' })).toBeInTheDocument();
    expect(searchBodies(fetchMock)[0]).toMatchObject({ query: 'board', facetFilters: { contentTypes: ['kbArticle'] } });
  });

  it('reports the search box, a category tab and a page as analytics events', async () => {
    mockFetch();
    const tracked: TrackedEvent[] = [];
    setTrackSink(undefined);
    setTrackSink((event) => tracked.push(event));
    renderPage({ response: searchResponse(500) });
    const input = screen.getByRole('searchbox', { name: 'Search' });

    await userEvent.clear(input);
    await userEvent.type(input, 'epic{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Knowledge base' }));
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    setTrackSink(undefined);

    const events = tracked.filter((event) => event.name !== 'search.results.shown');
    expect(events.map((event) => [event.name, event.attributes])).toEqual([
      ['search.focused', { location: 'results' }],
      ['search.entered', { location: 'results', query: 'epic' }],
      ['search.clicked', { location: 'results', query: 'epic' }],
      ['search.filter.changed', { filter: 'category', value: 'knowledgeBase' }],
      ['search.page.changed', { page: 2 }],
    ]);
    expect(tracked.filter((event) => event.name === 'search.results.shown').length).toBeGreaterThan(0);
  }, 20_000);
});
