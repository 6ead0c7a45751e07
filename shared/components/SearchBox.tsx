import { useId } from 'react';
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
      />
      {scopeFields(scope).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button className="hc-search-box__button" type="submit">
        {labels.search}
      </button>
    </form>
  );
}
