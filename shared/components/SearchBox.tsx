import { useId } from 'react';
import { track } from '../analytics/track';
import { SEARCH_RESULTS_PATH } from '../constants';
import { searchResultsHref } from '../search/query-params';
import { withLocale } from '../links/locale';
import { useLocale } from '../i18n/locale';
import type { SearchScope } from '../types/pages/common';
import { useMessages } from '../i18n/messages';
import './SearchBox.css';

export interface SearchBoxProps {
  placeholder?: string;
  label?: string;
  defaultValue?: string;
  /** Restricts the search to a product: hidden fields follow SPEC.md section 5. */
  scope?: SearchScope;
  className?: string;
  /** Opens the results url; the browser's navigation unless a test passes its own. */
  navigate?: (url: string) => void;
}

/** The hidden filter fields of a product-restricted search: product and deployment together, version for Data Center. */
export function scopeFields(scope: SearchScope | undefined): [name: string, value: string][] {
  if (!scope?.product || !scope.deployment) return [];
  const fields: [string, string][] = [
    ['product', scope.product],
    ['deployment', scope.deployment],
  ];
  if (scope.deployment === 'data_center' && scope.version) fields.push(['version', scope.version]);
  return fields;
}

/**
 * A GET form to the search results page: works before hydration and without JavaScript. Once
 * hydrated, submitting navigates to the results url with the term percent-encoded (%20 for spaces,
 * where the form would write '+').
 */
export function SearchBox({ placeholder, label, defaultValue, scope, className, navigate }: SearchBoxProps) {
  const labels = useMessages().page;
  const locale = useLocale();
  const inputId = useId();
  const where = navigate ? 'results' : 'page';
  return (
    <form
      className={className ? `hc-search-box ${className}` : 'hc-search-box'}
      role="search"
      method="get"
      action={withLocale(SEARCH_RESULTS_PATH, locale)}
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem('searchTerm');
        if (!(input instanceof HTMLInputElement)) return;
        event.preventDefault();
        const url = withLocale(searchResultsHref(input.value, scope), locale);
        track({ name: 'search.redirect', attributes: { location: where, query: input.value.slice(0, 500), url } });
        if (navigate) navigate(url);
        else window.location.assign(url);
      }}
    >
      <label className="hc-visually-hidden" htmlFor={inputId}>
        {label ?? labels.search}
      </label>
      <input
        id={inputId}
        className="hc-search-box__input"
        type="search"
        name="searchTerm"
        placeholder={placeholder}
        defaultValue={defaultValue}
        onFocus={() => track({ name: 'search.focused', attributes: { location: where } })}
        onKeyDown={(event) => {
          const query = event.currentTarget.value.slice(0, 500);
          if (event.key === 'Enter') track({ name: 'search.entered', attributes: { location: where, query } });
        }}
      />
      {scopeFields(scope).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        className="hc-search-box__button"
        type="submit"
        onClick={(event) => {
          // detail 0: the click Enter synthesises, already reported as search.entered.
          const input = event.currentTarget.form?.elements.namedItem('searchTerm');
          const query = input instanceof HTMLInputElement ? input.value.slice(0, 500) : '';
          if (event.detail > 0) track({ name: 'search.clicked', attributes: { location: where, query } });
        }}
      >
        {labels.search}
      </button>
    </form>
  );
}
