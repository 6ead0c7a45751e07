/**
 * The search results page (SPEC.md section 2). The server renders the results for the url's search
 * (so a shared link works without JavaScript: the search box and the filters are GET forms, and the
 * category tabs, filter tags, pages and a corrected search's 'Search instead for' are links); in the
 * browser every search goes through shared/state/search.ts, and the url and the document title
 * follow with history.replaceState.
 */
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useSelector } from 'react-redux';
import { AiAnswer } from '../components/search/AiAnswer';
import { useEnhanced } from '../components/Enhanced';
import {
  appliedFilterCount,
  FILTERS_HEADING_ID,
  FilterTags,
  SearchFilters,
  useSearchDispatch,
} from '../components/search/SearchFilters';
import { isPlainClick, NoResults, SearchPagination, SearchResultCard } from '../components/search/SearchResultList';
import { track } from '../analytics/track';
import { PageLayout } from '../components/PageLayout';
import { Spinner } from '../components/Spinner';
import { fill, usePartMessages } from '../i18n/messages';
import { searchResults } from '../i18n/messages/en-US-search-results';
import { MAX_SEARCH_TERM_LENGTH, SEARCH_INPUT_DEBOUNCE_MS, SEARCH_PAGE_SIZE, SEARCH_RESULTS_PATH } from '../constants';
import { useLocale } from '../i18n/locale';
import { withPageTitle } from '../links/document-title';
import { withLocale } from '../links/locale';
import { quotedTerm, searchResultsTitle } from '../search/options';
import { searchStateHref, serializeSearchUrl } from '../search/query-params';
import {
  chooseCategory,
  choosePage,
  retrySearch,
  runSearch,
  searchAsTyped,
  selectSearch,
  submitSearch,
  urlStateOf,
} from '../state/search';
import type { TemplateProps } from '../registry';
import { expectKind } from '../types/pages/by-kind';
import '../components/search/SearchResults.css';
import './templates.css';

function SearchIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
      <circle cx="10" cy="10" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15 15 L21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** The page's search box: Enter or the icon searches at once; typing searches 500 ms after the last key. */
function ResultsSearchBox({ defaultValue }: { defaultValue: string }) {
  const labels = usePartMessages('searchResults', searchResults);
  const locale = useLocale();
  const dispatch = useSearchDispatch();
  const inputId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (value: string) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    void dispatch(submitSearch(value));
  };

  return (
    <form
      className="hc-search-page__box"
      role="search"
      method="get"
      action={withLocale(SEARCH_RESULTS_PATH, locale)}
      onSubmit={(event) => {
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem('searchTerm');
        searchNow(input instanceof HTMLInputElement ? input.value : '');
      }}
    >
      <label className="hc-visually-hidden" htmlFor={inputId}>
        {labels.searchLabel}
      </label>
      <input
        id={inputId}
        className="hc-search-page__input"
        type="search"
        name="searchTerm"
        maxLength={MAX_SEARCH_TERM_LENGTH}
        placeholder={labels.searchPlaceholder}
        defaultValue={defaultValue}
        // The page has no header search box: the '/' shortcut (client/search-shortcut.ts) comes here.
        data-search-shortcut=""
        aria-keyshortcuts="/"
        onFocus={() => track({ name: 'search.focused', attributes: { location: 'results' } })}
        onKeyDown={(event) => {
          const query = event.currentTarget.value.slice(0, 500);
          if (event.key === 'Enter') track({ name: 'search.entered', attributes: { location: 'results', query } });
        }}
        onChange={(event) => {
          const value = event.target.value;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => searchNow(value), SEARCH_INPUT_DEBOUNCE_MS);
        }}
      />
      <button
        className="hc-search-page__button"
        type="submit"
        aria-label={labels.searchButton}
        onClick={(event) => {
          // detail 0: the click Enter synthesises, already reported as search.entered.
          const input = event.currentTarget.form?.elements.namedItem('searchTerm');
          const query = input instanceof HTMLInputElement ? input.value.slice(0, 500) : '';
          if (event.detail > 0) track({ name: 'search.clicked', attributes: { location: 'results', query } });
        }}
      >
        <SearchIcon />
      </button>
    </form>
  );
}

/**
 * The categories as WAI-ARIA tabs; before hydration (and without JavaScript) as links to the
 * results url of each category, in the same boxes.
 */
function CategoryTabs({ controls }: { controls: string }) {
  const labels = usePartMessages('searchResults', searchResults);
  const locale = useLocale();
  const state = useSelector(selectSearch);
  const { categoryValues, categoryFilterValue } = state;
  const dispatch = useSearchDispatch();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const enhanced = useEnhanced();

  if (!enhanced) {
    return (
      <nav className="hc-search-page__tabs" aria-label={labels.categories}>
        {categoryValues.map((category) => (
          <a
            key={category.key}
            className="hc-search-page__tab"
            href={withLocale(
              searchStateHref({ ...urlStateOf(state), category: category.key, contentTypes: [], pageIndex: 0 }),
              locale,
            )}
            aria-current={category.key === categoryFilterValue ? 'page' : undefined}
          >
            {category.name}
          </a>
        ))}
      </nav>
    );
  }

  const choose = (key: string) => {
    track({ name: 'search.filter.changed', attributes: { filter: 'category', value: key } });
    void dispatch(chooseCategory(key));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = categoryValues.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    const category = categoryValues[next];
    if (category) choose(category.key);
  };

  return (
    <div className="hc-search-page__tabs" role="tablist" aria-label={labels.categories}>
      {categoryValues.map((category, index) => {
        const selected = category.key === categoryFilterValue;
        return (
          <button
            key={category.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            className="hc-search-page__tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              if (!selected) choose(category.key);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {category.name}
          </button>
        );
      })}
    </div>
  );
}

/**
 * The filters, behind a 'Filters' disclosure on a phone (below 768 px) so the summary, the applied
 * filters' tags and the first results share the first screen; its summary counts the applied filters.
 * It is a native <details>, so it opens without JavaScript too; Escape inside it closes it and
 * returns focus to its summary, and its Show results button (once hydrated; without JavaScript the
 * form's Apply filters button ends it) closes it and hands focus to the results with `showResults`.
 * The opened panel covers the results, so each choice shows its effect on that button, which stays
 * at the bottom of the screen while the panel is on it and names the new number of results ('Show 12
 * results'; 'Show results' while they load); the panel stays open, so several filters can be chosen
 * in a row, and focus stays on the control used. From 768 px the panel is a column that is always
 * shown, whatever the disclosure's state, and the summary and Show results are hidden (SearchResults.css).
 */
function FiltersPanel({ showResults }: { showResults: () => void }) {
  const labels = usePartMessages('searchResults', searchResults);
  const state = useSelector(selectSearch);
  const applied = appliedFilterCount(state);
  const enhanced = useEnhanced();
  const total = !state.loading && !state.failed ? state.response?.pagination.total : undefined;
  const showLabel =
    total === undefined
      ? labels.showResults
      : total === 1
        ? labels.showResultsOne
        : fill(labels.showResultsCount, { total });

  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const panel = event.currentTarget;
    const summary = panel.querySelector('summary');
    // A wide screen shows no summary: there is nothing to close and nowhere to return to.
    if (event.key !== 'Escape' || !panel.open || !summary || getComputedStyle(summary).display === 'none') return;
    event.preventDefault();
    panel.open = false;
    summary.focus();
  };

  return (
    <>
      <h2 className="hc-visually-hidden" id={FILTERS_HEADING_ID}>
        {labels.filters}
      </h2>
      <details className="hc-search-page__filters-panel" onKeyDown={closeOnEscape}>
        <summary className="hc-search-page__filters-toggle">
          <span>{labels.filters}</span>
          {applied > 0 && (
            <>
              {' '}
              <span className="hc-search-page__filters-count" aria-hidden="true">
                {applied}
              </span>
              <span className="hc-visually-hidden">{fill(labels.filtersApplied, { count: applied })}</span>
            </>
          )}
        </summary>
        <SearchFilters />
        {enhanced && (
          <button
            type="button"
            className="hc-button hc-search-page__show-results"
            onClick={(event) => {
              const panel = event.currentTarget.closest('details');
              if (panel) panel.open = false;
              showResults();
            }}
          >
            {showLabel}
          </button>
        )}
      </details>
    </>
  );
}

/**
 * The words of the search that no page holds, so the results are for the others (the search falls
 * back to any word that finds pages, docs/adr/041): nothing when every word was found.
 */
function MissingWords({ words }: { words: readonly string[] }) {
  const labels = usePartMessages('searchResults', searchResults);
  const locale = useLocale();
  if (words.length === 0) return null;
  const quoted = words.map((word) => fill(labels.quotedWord, { word }));
  const list = new Intl.ListFormat(locale, { type: 'disjunction' }).format(quoted);
  return <p className="hc-search-page__missing">{fill(labels.missingWords, { words: list })}</p>;
}

/**
 * The line under the summary of a search the spelling correction rewrote: a link to the results
 * for exactly what was typed, searched as typed (`asTyped=1`, docs/adr/041) with the same filters.
 * A real link, followed without JavaScript; with it, a plain click searches in place.
 */
function SearchInsteadFor({ term, href, onChoose }: { term: string; href: string; onChoose: () => void }) {
  const labels = usePartMessages('searchResults', searchResults);
  return (
    <p className="hc-search-page__as-typed">
      <a
        href={href}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onChoose();
        }}
      >
        {fill(labels.searchInsteadFor, { term })}
      </a>
    </p>
  );
}

export function SearchResultsTemplate({ entry }: TemplateProps) {
  const page = expectKind(entry, 'searchResults');
  const labels = usePartMessages('searchResults', searchResults);
  const state = useSelector(selectSearch);
  const dispatch = useSearchDispatch();
  const locale = useLocale();
  const panelId = useId();
  const enhanced = useEnhanced();
  const { response, loading, failed, searchTerm, searchCount } = state;
  const pageHref = (index: number) => withLocale(searchStateHref({ ...urlStateOf(state), pageIndex: index }), locale);
  // Where focus goes once an in-page search that started from a link is answered: the results,
  // scrolled to their top for a page chosen in the pagination at the foot of the list ('top'), and
  // where they are for 'Search instead for' ('here'), whose link the answer takes away.
  const focusResults = useRef<'top' | 'here' | null>(null);
  const resultsTop = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = focusResults.current;
    if (loading || !target) return;
    focusResults.current = null;
    if (target === 'top') resultsTop.current?.scrollIntoView({ block: 'start' });
    resultsTop.current?.focus({ preventScroll: target === 'top' });
  }, [loading, response]);

  // Without a server response (no search service) the browser runs the url's search itself.
  const needsFirstSearch = response === null && searchCount === 0;
  useEffect(() => {
    if (needsFirstSearch) void dispatch(runSearch());
    // Only on mount: later searches are started by the controls.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Each search writes its filters to the url without adding a history entry.
  const urlQuery = serializeSearchUrl(urlStateOf(state));
  // The page's part of the document title, first the one it was served with; the site's name after it stays.
  const titled = useRef(searchResultsTitle(searchTerm, locale));
  useEffect(() => {
    if (searchCount === 0) return;
    const target = `${window.location.pathname}${urlQuery ? `?${urlQuery}` : ''}`;
    window.history.replaceState(window.history.state, '', target);
    const title = searchResultsTitle(searchTerm, locale);
    document.title = withPageTitle(document.title, titled.current, title);
    titled.current = title;
    // The url and title are written once per search, with the filters that search used.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchCount]);

  // Every shown answer, the server's first one included: the base of the content-gap insights.
  useEffect(() => {
    if (response && searchTerm) {
      track({
        name: 'search.results.shown',
        attributes: {
          queryId: state.queryId ?? 'none',
          query: searchTerm.slice(0, 500),
          total: response.pagination.total,
        },
      });
    }
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [response]);

  const total = response?.pagination.total ?? 0;
  // Each search answered in the page says its number of results to assistive technology: a change
  // made in the filters (over the results on a phone, beside them from 768 px) shows nowhere near the
  // control used. Empty while a search loads, so every answer is a change and is said.
  const countSaid =
    searchCount > 0 && response && !loading
      ? total === 1
        ? labels.resultCountOne
        : fill(labels.resultCount, { total })
      : '';
  // The term the shown results answer: the correction of the typed one when the search rewrote it.
  const rewritten = response && !loading ? response.metadata.query.rewrittenQuery : null;
  // Signing in comes back to this search, with its filters, in the server's markup too.
  return (
    <PageLayout entry={page} returnTo={withLocale(searchStateHref(urlStateOf(state)), locale)}>
      <div className="hc-search-page">
        <h1 className="hc-page__title">{labels.heading}</h1>
        <ResultsSearchBox defaultValue={page.search.query.searchTerm} />
        <CategoryTabs controls={panelId} />
        <div className="hc-search-page__columns">
          <aside className="hc-search-page__filters">
            <FiltersPanel
              showResults={() => {
                resultsTop.current?.scrollIntoView({ block: 'start' });
                resultsTop.current?.focus({ preventScroll: true });
              }}
            />
          </aside>
          <div
            ref={resultsTop}
            id={panelId}
            role={enhanced ? 'tabpanel' : undefined}
            className="hc-search-page__results"
            aria-busy={loading}
            // Focus lands here after a page is chosen, so the next Tab goes to its first result, and when
            // the phone's filters are left with Show results, so the next Tab goes to the applied filters.
            tabIndex={-1}
          >
            {/* The results under a heading of their own, so heading navigation does not read them as
                part of the filters' heading before them. */}
            <h2 className="hc-visually-hidden">{labels.results}</h2>
            <FilterTags />
            <AiAnswer query={searchTerm} language={state.language} queryId={state.queryId} />
            {searchTerm && (
              <p className="hc-search-page__summary">
                {fill(labels.showingResultsFor, { term: quotedTerm(rewritten ?? searchTerm) })}
                {response && !loading && (
                  <span className="hc-search-page__count">
                    {' · '}
                    {total === 1 ? labels.resultCountOne : fill(labels.resultCount, { total })}
                  </span>
                )}
              </p>
            )}
            {searchTerm && rewritten && (
              <SearchInsteadFor
                term={searchTerm}
                href={withLocale(
                  searchStateHref({ ...urlStateOf(state), searchTerm, asTyped: true, pageIndex: 0 }),
                  locale,
                )}
                onChoose={() => {
                  focusResults.current = 'here';
                  void dispatch(searchAsTyped(searchTerm));
                }}
              />
            )}
            {response && !loading && total > 0 && <MissingWords words={response.metadata.query.missingWords} />}
            {loading && (
              <div className="hc-search-page__status">
                <Spinner label={labels.loading} />
              </div>
            )}
            {failed && !loading && (
              <section className="hc-search-failed" role="alert" aria-labelledby="hc-search-failed-heading">
                <h2 id="hc-search-failed-heading">{labels.searchFailedHeading}</h2>
                <p>{labels.searchFailedMessage}</p>
                <button
                  type="button"
                  className="hc-button hc-button--secondary"
                  onClick={() => void dispatch(retrySearch())}
                >
                  {labels.retrySearch}
                </button>
              </section>
            )}
            {response && response.results.length === 0 && !loading && total === 0 && <NoResults />}
            {response && response.results.length === 0 && !loading && total > 0 && (
              // A page past the last (an old or edited url): the results exist, on the pages before.
              <section className="hc-search-empty" aria-labelledby="hc-search-past-heading">
                <h2 id="hc-search-past-heading">
                  {fill(labels.pastLastPage, {
                    page: state.currentResultIndex + 1,
                    total,
                    last: Math.ceil(total / SEARCH_PAGE_SIZE),
                  })}
                </h2>
                <p>
                  <a href={pageHref(0)}>{labels.firstResultsPage}</a>
                </p>
              </section>
            )}
            {response && response.results.length > 0 && (
              <ol className="hc-search-page__list">
                {response.results.map((result, index) => (
                  <SearchResultCard
                    key={result.content.contentAri + result.content.url}
                    result={result}
                    position={state.currentResultIndex * SEARCH_PAGE_SIZE + index + 1}
                    queryId={state.queryId}
                  />
                ))}
              </ol>
            )}
            <SearchPagination
              total={total}
              pageSize={SEARCH_PAGE_SIZE}
              current={state.currentResultIndex}
              hrefOf={pageHref}
              onChoose={(index) => {
                track({ name: 'search.page.changed', attributes: { page: index + 1 } });
                focusResults.current = 'top';
                void dispatch(choosePage(index));
              }}
            />
          </div>
        </div>
        <p className="hc-visually-hidden" role="status">
          {countSaid}
        </p>
      </div>
    </PageLayout>
  );
}
