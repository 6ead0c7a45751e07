/**
 * The results page's fixed choices: category tabs (each a set of content types) and sort options.
 * The server puts them in the page's entry, labelled in the page's locale, so the browser renders
 * the same names.
 */
import type { Locale } from '../types/content';
import { messagesFor, type SearchLabelKey } from '../i18n/messages';
import type { SearchCategory, SearchContentType, SearchSortBy, SortOption } from './types';

export const ALL_CATEGORY = 'all';
export const DEFAULT_SORT: SearchSortBy = 'relevance';

const CATEGORIES: { key: string; label: SearchLabelKey; contentTypes: SearchContentType[] }[] = [
  { key: ALL_CATEGORY, label: 'categoryAll', contentTypes: [] },
  {
    key: 'documentation',
    label: 'categoryDocumentation',
    contentTypes: ['topic', 'topicSet', 'collection', 'documentedProduct'],
  },
  { key: 'knowledgeBase', label: 'categoryKnowledgeBase', contentTypes: ['kbArticle'] },
];

export const CONTENT_TYPE_LABELS: Record<SearchContentType, SearchLabelKey> = {
  topic: 'contentTypeTopic',
  topicSet: 'contentTypeTopicSet',
  collection: 'contentTypeCollection',
  documentedProduct: 'contentTypeDocumentedProduct',
  kbArticle: 'contentTypeKbArticle',
};

export function searchCategories(locale: Locale): SearchCategory[] {
  const labels = messagesFor(locale).search;
  return CATEGORIES.map((category) => ({
    key: category.key,
    name: labels[category.label],
    contentTypes: [...category.contentTypes],
  }));
}

export function sortOptions(locale: Locale): SortOption[] {
  const labels = messagesFor(locale).search;
  return [
    { value: 'relevance', label: labels.sortRelevance },
    { value: 'last_published', label: labels.sortLastPublished },
  ];
}
