/**
 * The results page's category tabs (each a set of content types) and its default sort, without
 * their labels, so the url parser can check a category without loading the message tables.
 */
import type { SearchContentType, SearchSortBy } from './types';

export const ALL_CATEGORY = 'all';
export const DEFAULT_SORT: SearchSortBy = 'relevance';

export const SEARCH_CATEGORY_TYPES = {
  [ALL_CATEGORY]: [],
  documentation: ['topic', 'topicSet', 'collection', 'documentedProduct'],
  knowledgeBase: ['kbArticle'],
} as const satisfies Record<string, readonly SearchContentType[]>;

export type SearchCategoryKey = keyof typeof SEARCH_CATEGORY_TYPES;

export const SEARCH_CATEGORY_KEYS = Object.keys(SEARCH_CATEGORY_TYPES) as SearchCategoryKey[];
