/**
 * The results page's fixed choices: category tabs (each a set of content types) and sort options.
 * The server puts them in the page's entry, labelled in the page's locale, so the browser renders
 * the same names.
 */
import type { Locale } from '../types/content';
import { fill, partMessagesFor, type SearchLabelKey } from '../i18n/messages';
import { searchResults } from '../i18n/messages/en-US-search-results';
import { ALL_CATEGORY, SEARCH_CATEGORY_TYPES, type SearchCategoryKey } from './categories';
import type { SearchCategory, SearchContentType, SortOption } from './types';

export { ALL_CATEGORY, DEFAULT_SORT } from './categories';

const CATEGORIES: { key: SearchCategoryKey; label: SearchLabelKey; contentTypes: readonly SearchContentType[] }[] = [
  { key: ALL_CATEGORY, label: 'categoryAll', contentTypes: SEARCH_CATEGORY_TYPES[ALL_CATEGORY] },
  { key: 'documentation', label: 'categoryDocumentation', contentTypes: SEARCH_CATEGORY_TYPES.documentation },
  { key: 'knowledgeBase', label: 'categoryKnowledgeBase', contentTypes: SEARCH_CATEGORY_TYPES.knowledgeBase },
];

export const CONTENT_TYPE_LABELS: Record<SearchContentType, SearchLabelKey> = {
  topic: 'contentTypeTopic',
  topicSet: 'contentTypeTopicSet',
  collection: 'contentTypeCollection',
  documentedProduct: 'contentTypeDocumentedProduct',
  kbArticle: 'contentTypeKbArticle',
};

export function searchCategories(locale: Locale): SearchCategory[] {
  const labels = partMessagesFor(locale, 'searchResults', searchResults);
  return CATEGORIES.map((category) => ({
    key: category.key,
    name: labels[category.label],
    contentTypes: [...category.contentTypes],
  }));
}

export function sortOptions(locale: Locale): SortOption[] {
  const labels = partMessagesFor(locale, 'searchResults', searchResults);
  return [
    { value: 'relevance', label: labels.sortRelevance },
    { value: 'last_published', label: labels.sortLastPublished },
  ];
}

/**
 * The results page's document title: the quoted term (so a tab or a history entry names the
 * search), or the page heading before any search. The server and each later search both use it.
 */
export function searchResultsTitle(term: string, locale: Locale): string {
  const labels = partMessagesFor(locale, 'searchResults', searchResults);
  return term ? fill(labels.resultsTitle, { term: quotedTerm(term) }) : labels.heading;
}

/**
 * A search term as the page quotes it: a term that is one quoted phrase already loses its own quotes,
 * so `"create a board"` reads as Showing results for "create a board", not with its quotes doubled.
 */
export function quotedTerm(term: string): string {
  return /^"[^"]+"$/.test(term) ? term.slice(1, -1) : term;
}
