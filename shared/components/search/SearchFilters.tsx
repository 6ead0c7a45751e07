/**
 * The filters of the results page: content-type multi-select, sort dropdown, the app radio filter
 * grouped by deployment, the Data Center version filter, and the tags of what is applied with the
 * reset button. Every change dispatches a thunk of shared/state/search.ts, which re-runs the search.
 *
 * Without JavaScript the filters are a GET form to the results page, with an Apply filters button
 * that only shows then (`<noscript>`), and the tags' remove and reset controls are links to the
 * results url without that filter; hydration swaps in the buttons, in the same boxes.
 */
import { track } from '../../analytics/track';
import { useDispatch, useSelector } from 'react-redux';
import { SEARCH_RESULTS_PATH } from '../../constants';
import { useLocale } from '../../i18n/locale';
import { fill, useMessages, usePartMessages, type PageMessages } from '../../i18n/messages';
import { searchResults } from '../../i18n/messages/en-US-search-results';
import { withLocale } from '../../links/locale';
import { ALL_CATEGORY } from '../../search/categories';
import { CONTENT_TYPE_LABELS } from '../../search/options';
import { productChoiceValue, searchStateHref, type SearchUrlState } from '../../search/query-params';
import { isSearchContentType, SORT_OPTIONS, type SearchDeployment, type SearchSortBy } from '../../search/types';
import {
  chooseContentTypes,
  chooseProduct,
  chooseSort,
  chooseVersion,
  removeContentTypeTag,
  removeProductTag,
  removeVersionTag,
  resetFilters,
  sameProduct,
  selectSearch,
  urlStateOf,
  type ProductOption,
  type SearchState,
  type SearchThunk,
  type WithSearchState,
} from '../../state/search';
import { useEnhanced } from '../Enhanced';
import { useLayoutEffect, useRef } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

type Dispatch = (thunk: SearchThunk) => Promise<void>;

function useSearchDispatch(): Dispatch {
  // The search slice is injected into the store (shared/state/store.ts), so its state is typed here.
  const dispatch = useDispatch<ThunkDispatch<WithSearchState, unknown, UnknownAction>>();
  return (thunk) => dispatch(thunk);
}

const DEPLOYMENT_LABELS: Record<SearchDeployment, keyof PageMessages['search']> = {
  cloud: 'cloud',
  data_center: 'dataCenter',
};

function productValue(product: Pick<ProductOption, 'key' | 'deployment'>): string {
  return productChoiceValue(product.deployment, product.key);
}

/** The results page url (in the page's locale) of the current search changed by `change`, from its first page. */
function useSearchHref(): (change: Partial<SearchUrlState>) => string {
  const locale = useLocale();
  const state = useSelector(selectSearch);
  return (change) => withLocale(searchStateHref({ ...urlStateOf(state), pageIndex: 0, ...change }), locale);
}

/** The id of the filters' heading, which names their form. */
export const FILTERS_HEADING_ID = 'hc-search-filters-heading';

export function SearchFilters() {
  const labels = usePartMessages('searchResults', searchResults);
  const deploymentLabels = useMessages().search;
  const state = useSelector(selectSearch);
  const dispatch = useSearchDispatch();
  const locale = useLocale();
  const chosen = new Set(state.contentTypeFilterValue);
  const product = state.productFilterValue;
  const groups = (['cloud', 'data_center'] as const)
    .map((deployment) => ({
      deployment,
      products: state.productsFilterValues.filter((option) => option.deployment === deployment),
    }))
    .filter((group) => group.products.length > 0);

  return (
    <form
      className="hc-search-filters"
      method="get"
      action={withLocale(SEARCH_RESULTS_PATH, locale)}
      // The heading sits outside the phone's disclosure (SearchResultsTemplate's FiltersPanel), so the
      // page's outline keeps it while the filters are closed.
      aria-labelledby={FILTERS_HEADING_ID}
      onSubmit={(event) => event.preventDefault()}
    >
      <input type="hidden" name="searchTerm" value={state.searchTerm} />
      {state.asTyped && state.searchTerm && <input type="hidden" name="asTyped" value="1" />}
      {state.categoryFilterValue !== ALL_CATEGORY && (
        <input type="hidden" name="category" value={state.categoryFilterValue} />
      )}
      <label className="hc-search-filters__sort">
        <span>{labels.sortBy}</span>
        {/* The box draws the select's chevron (SearchResults.css), which an unstyled select would draw itself. */}
        <span className="hc-search-filters__select">
          <select
            name="sort"
            value={state.sortByQueryValue}
            onChange={(event) => {
              const value = event.target.value;
              if ((SORT_OPTIONS as readonly string[]).includes(value)) {
                track({ name: 'search.sort.changed', attributes: { sortBy: value } });
                void dispatch(chooseSort(value as SearchSortBy));
              }
            }}
          >
            {state.sortByFilterValues.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      </label>

      <fieldset className="hc-search-filters__group">
        <legend>{labels.contentTypes}</legend>
        {state.contentTypeValues.map((option) => (
          <label key={option.value} className="hc-search-filters__option">
            <input
              type="checkbox"
              name="contentType"
              value={option.value}
              checked={chosen.has(option.value)}
              onChange={(event) => {
                const value = event.target.value;
                if (!isSearchContentType(value)) return;
                const next = event.target.checked
                  ? [...state.contentTypeFilterValue, value]
                  : state.contentTypeFilterValue.filter((type) => type !== value);
                track({ name: 'search.filter.changed', attributes: { filter: 'contentType', value: next.join(',') } });
                void dispatch(chooseContentTypes(next));
              }}
            />
            {labels[CONTENT_TYPE_LABELS[option.value]]}
            <span className="hc-search-filters__count"> ({option.count})</span>
          </label>
        ))}
      </fieldset>

      {groups.length > 0 && (
        <fieldset className="hc-search-filters__group">
          <legend>{labels.apps}</legend>
          {groups.map((group) => (
            <fieldset key={group.deployment} className="hc-search-filters__subgroup">
              <legend>{deploymentLabels[DEPLOYMENT_LABELS[group.deployment]]}</legend>
              {group.products.map((option) => (
                <label key={productValue(option)} className="hc-search-filters__option" lang={option.lang}>
                  <input
                    type="radio"
                    name="product"
                    value={productValue(option)}
                    checked={product !== null && sameProduct(product, option)}
                    onChange={() => {
                      track({ name: 'search.filter.changed', attributes: { filter: 'product', value: option.key } });
                      void dispatch(chooseProduct(option));
                    }}
                  />
                  {option.label}
                  {option.count !== undefined && <span className="hc-search-filters__count"> ({option.count})</span>}
                </label>
              ))}
            </fieldset>
          ))}
        </fieldset>
      )}

      {product?.deployment === 'data_center' && state.versionsFilterValues.length > 0 && (
        <fieldset className="hc-search-filters__group">
          <legend>{labels.version}</legend>
          {state.versionsFilterValues.map(({ value: version, count }) => (
            <label key={version} className="hc-search-filters__option">
              <input
                type="radio"
                name="version"
                value={version}
                checked={state.versionsQueryValue.includes(version)}
                onChange={() => {
                  track({ name: 'search.filter.changed', attributes: { filter: 'version', value: version } });
                  void dispatch(chooseVersion(version));
                }}
              />
              {version}
              <span className="hc-search-filters__count"> ({count})</span>
            </label>
          ))}
        </fieldset>
      )}
      <noscript>
        <button type="submit" className="hc-button hc-button--secondary hc-search-filters__apply">
          {labels.applyFilters}
        </button>
      </noscript>
    </form>
  );
}

/**
 * How many filters are applied: what the tags show (the app, each of its versions and each content
 * type), counted on the phone's Filters button.
 */
export function appliedFilterCount(
  state: Pick<
    SearchState,
    'productFilterValue' | 'deploymentQueryValue' | 'versionsQueryValue' | 'contentTypeFilterValue'
  >,
): number {
  const app = state.productFilterValue && state.deploymentQueryValue ? 1 + state.versionsQueryValue.length : 0;
  return app + state.contentTypeFilterValue.length;
}

interface Tag {
  key: string;
  name: string;
  /** The language of the name when it is not the page's: an app with only an English name. */
  lang?: 'en';
  remove: () => SearchThunk;
  /** The url without this filter, for the link that stands in for the button before hydration. */
  href: string;
}

/**
 * Where focus goes once a tag is removed: the first of the tags after it that is still shown, else
 * the last of those before it, else 'No filters applied', which says what the removal left (WAI-ARIA's
 * practice for removable tags). The keys are kept because removing the app's tag removes its
 * versions' tags with it.
 */
interface FocusAfterRemoval {
  after: string[];
  before: string[];
}

/**
 * Picks the remove button to focus after a removal from the keys of the tags now shown, or null when
 * none is left.
 */
export function tagToFocus(pending: FocusAfterRemoval, shown: readonly string[]): string | null {
  const present = new Set(shown);
  const next = pending.after.find((key) => present.has(key));
  if (next !== undefined) return next;
  const previous = [...pending.before].reverse().find((key) => present.has(key));
  return previous ?? null;
}

/**
 * The applied filters as removable tags and the reset button, or 'No filters applied' alone: a reset
 * with nothing to reset would be a control that does nothing (docs/adr/041, addendum). When the last
 * tag goes, by its remove button or by reset, focus moves to 'No filters applied' (focusable from
 * script only), so it is not lost to the page's body and a screen reader says what is left.
 */
export function FilterTags() {
  const labels = usePartMessages('searchResults', searchResults);
  const deploymentLabels = useMessages().search;
  const state = useSelector(selectSearch);
  const dispatch = useSearchDispatch();
  const enhanced = useEnhanced();
  const hrefWith = useSearchHref();
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const noFilters = useRef<HTMLParagraphElement>(null);
  const pendingFocus = useRef<FocusAfterRemoval | 'reset' | null>(null);
  const tags: Tag[] = [];
  const product = state.productFilterValue;
  if (product && state.deploymentQueryValue) {
    tags.push({
      key: `product:${productValue(product)}`,
      name: `${product.label} (${deploymentLabels[DEPLOYMENT_LABELS[product.deployment]]})`,
      lang: product.lang,
      remove: removeProductTag,
      href: hrefWith({ deployment: null, product: null, version: null }),
    });
    for (const version of state.versionsQueryValue) {
      tags.push({
        key: `version:${version}`,
        name: version,
        remove: () => removeVersionTag(version),
        href: hrefWith({ version: null }),
      });
    }
  }
  for (const type of state.contentTypeFilterValue) {
    tags.push({
      key: `type:${type}`,
      name: labels[CONTENT_TYPE_LABELS[type]],
      remove: () => removeContentTypeTag(type),
      href: hrefWith({ contentTypes: state.contentTypeFilterValue.filter((other) => other !== type) }),
    });
  }
  const shownKeys = tags.map((tag) => tag.key).join('\n');

  // The removed tag's button leaves the page with its tag, which would drop focus to the body.
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (pending === null) return;
    pendingFocus.current = null;
    const key = pending === 'reset' ? null : tagToFocus(pending, shownKeys ? shownKeys.split('\n') : []);
    const target = (key === null ? undefined : removeButtons.current.get(key)) ?? noFilters.current;
    target?.focus();
  }, [shownKeys]);

  const removeTag = (index: number) => {
    const tag = tags[index];
    if (!tag) return;
    pendingFocus.current = {
      after: tags.slice(index + 1).map((other) => other.key),
      before: tags.slice(0, index).map((other) => other.key),
    };
    void dispatch(tag.remove());
  };

  return (
    <div className="hc-search-tags" aria-label={labels.appliedFilters} role="group">
      {tags.length === 0 ? (
        <p className="hc-search-tags__empty" ref={noFilters} tabIndex={-1}>
          {labels.noFiltersApplied}
        </p>
      ) : (
        <ul className="hc-search-tags__list">
          {tags.map((tag, index) => (
            <li key={tag.key} className="hc-search-tags__tag">
              <span lang={tag.lang}>{tag.name}</span>
              {enhanced ? (
                <button
                  type="button"
                  className="hc-search-tags__remove"
                  ref={(element) => {
                    if (element) removeButtons.current.set(tag.key, element);
                    else removeButtons.current.delete(tag.key);
                  }}
                  aria-label={fill(labels.removeFilter, { name: tag.name })}
                  onClick={() => removeTag(index)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              ) : (
                <a
                  className="hc-search-tags__remove"
                  href={tag.href}
                  aria-label={fill(labels.removeFilter, { name: tag.name })}
                >
                  <span aria-hidden="true">×</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {tags.length === 0 ? null : enhanced ? (
        <button
          type="button"
          className="hc-search-tags__reset"
          onClick={() => {
            track({ name: 'search.reset', attributes: {} });
            // The button leaves with the tags: focus goes to 'No filters applied' once they are gone.
            pendingFocus.current = 'reset';
            void dispatch(resetFilters());
          }}
        >
          {labels.reset}
        </button>
      ) : (
        <a
          className="hc-search-tags__reset"
          href={hrefWith({ deployment: null, product: null, version: null, contentTypes: [], category: ALL_CATEGORY })}
        >
          {labels.reset}
        </a>
      )}
    </div>
  );
}

export { useSearchDispatch };
