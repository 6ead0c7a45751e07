/**
 * The suggestion endpoint as the search boxes use it (server/search/suggest.ts answers it): the
 * response shape, and the options a search box lists, titles first and then body headings.
 */
import type { SearchScope } from '../types/pages/common';
import { scopedSearchQuery } from './query-params';
import type { SearchDeployment, SearchLanguage } from './types';

export const SUGGEST_API_PATH = '/gateway/api/help-content/v2/suggest';
/** A search box asks for suggestions from this many characters typed. */
export const SUGGEST_MIN_CHARACTERS = 2;
/** And waits this long (ms) after the last keystroke before asking. */
export const SUGGEST_DEBOUNCE_MS = 150;

/**
 * What a product-restricted search box asks suggestions within, named and written as the search
 * results url names its filter (shared/search/query-params.ts): a product key (`productNameId`)
 * in a deployment, and for Data Center a version.
 */
export interface SuggestionScope {
  product: string;
  deployment: SearchDeployment;
  /** A Data Center version; none with cloud. */
  version?: string;
}

/** A page whose title matches. */
export interface PageSuggestion {
  title: string;
  url: string;
  product?: string;
  deployment?: SearchDeployment;
  /** The title's language when it is not the search's (an untranslated page on the Japanese site). */
  language?: SearchLanguage;
}

/** A body heading that matches, on the page it is in. */
export interface HeadingSuggestion {
  heading: string;
  /** The page url with the heading's `#id`. */
  url: string;
  /** The title of the page holding the heading. */
  title: string;
  product?: string;
  deployment?: SearchDeployment;
  /** The heading's language when it is not the search's (an untranslated page); absent otherwise. */
  language?: SearchLanguage;
}

export interface SuggestionsResponse {
  query: string;
  suggestions: PageSuggestion[];
  headings: HeadingSuggestion[];
}

/** One option of a search box's listbox. */
export interface SuggestionOption {
  kind: 'page' | 'heading';
  label: string;
  url: string;
  /** The product and deployment of a page, or the title of a heading's page. */
  detail: string;
  /** The label's language when it is not the page's (an untranslated page on the Japanese site). */
  lang?: SearchLanguage;
}

export type FetchSuggestions = (
  query: string,
  language: SearchLanguage,
  signal: AbortSignal,
  /** A product-restricted box's scope; the general boxes have none. */
  scope?: SearchScope,
) => Promise<SuggestionsResponse>;

export interface SuggestionLabels {
  cloud: string;
  dataCenter: string;
  /** The detail line of a heading, with `{title}` for its page's title. */
  suggestionHeadingIn: string;
}

/** The listbox options of a response: page titles, then headings, each once by url. */
export function suggestionOptions(response: SuggestionsResponse, labels: SuggestionLabels): SuggestionOption[] {
  const options: SuggestionOption[] = [];
  const seen = new Set<string>();
  for (const page of response.suggestions) {
    if (seen.has(page.url)) continue;
    seen.add(page.url);
    const detail = [page.product, page.deployment && (page.deployment === 'cloud' ? labels.cloud : labels.dataCenter)]
      .filter(Boolean)
      .join(' · ');
    options.push({ kind: 'page', label: page.title, url: page.url, detail, ...langOf(page) });
  }
  for (const heading of response.headings) {
    if (seen.has(heading.url)) continue;
    seen.add(heading.url);
    options.push({
      kind: 'heading',
      label: heading.heading,
      url: heading.url,
      detail: labels.suggestionHeadingIn.replace('{title}', heading.title),
      ...langOf(heading),
    });
  }
  return options;
}

/** The option's `lang`, only for a text in another language than the search's. */
function langOf(suggestion: { language?: SearchLanguage }): Pick<SuggestionOption, 'lang'> {
  return suggestion.language ? { lang: suggestion.language } : {};
}

/**
 * Asks the endpoint of this origin, within a scope as the results url writes it (product,
 * deployment, version; a knowledge base's box is offered its product's pages of every kind, which
 * open at once); rejects on a non-ok answer and with an AbortError when aborted.
 */
export const fetchSuggestions: FetchSuggestions = async (query, language, signal, scope) => {
  const { category: _tab, ...product } = scope ?? {};
  const scoped = scopedSearchQuery('', product);
  const url = `${SUGGEST_API_PATH}?${new URLSearchParams({ q: query, language }).toString()}${scoped && `&${scoped}`}`;
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Suggestions answered ${response.status}`);
  return (await response.json()) as SuggestionsResponse;
};
