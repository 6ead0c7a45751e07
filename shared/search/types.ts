/**
 * The search API's request and response as the browser and the page see them (SPEC.md sections 3
 * and 7). The server's index produces the same shapes (server/search/search-index.ts); these are
 * kept here so shared code never imports from the server.
 */

export const SEARCH_CONTENT_TYPES = ['topic', 'topicSet', 'collection', 'documentedProduct', 'kbArticle'] as const;
export type SearchContentType = (typeof SEARCH_CONTENT_TYPES)[number];

export const SEARCH_DEPLOYMENTS = ['cloud', 'data_center'] as const;
export type SearchDeployment = (typeof SEARCH_DEPLOYMENTS)[number];

export const SORT_OPTIONS = ['relevance', 'last_published'] as const;
export type SearchSortBy = (typeof SORT_OPTIONS)[number];

export type SearchLanguage = 'en' | 'ja';

export interface SearchResultProduct {
  name: string;
  key: string;
  platform: SearchDeployment;
  versions: string[];
}

export interface SearchResult {
  content: {
    contentAri: string;
    title: string;
    description: string;
    url: string;
    /**
     * The language of the title and description when it is not the search's: an English page the
     * Japanese site serves untranslated, linked at its Japanese site url. Absent otherwise.
     */
    language?: SearchLanguage;
    /**
     * The language of the description alone when it is not the search's and the title is: a
     * Japanese page whose description is untranslated. Absent otherwise.
     */
    descriptionLanguage?: SearchLanguage;
    contentType: SearchContentType;
    products: SearchResultProduct[];
    metadata: { lastPublishedAt: string | null; trustFactors: { helpfulCount: number; numViews: number } };
  };
  /** Escaped text; the only markup is <mark>…</mark> around matched words. */
  highlights: { description: string };
}

export interface SearchResponse {
  queryId: string;
  results: SearchResult[];
  facets: {
    contentType: { name: SearchContentType; count: number }[];
    platform: {
      name: SearchDeployment;
      count: number;
      /** `lang` is 'en' on a Japanese search's product that has only an English name. */
      products: { key: string; name: string; count: number; lang?: 'en' }[];
    }[];
    /**
     * An addition to SPEC.md section 3, present when the filters choose a Data Center product: its
     * versions that have results under the query and the other filters, with how many, newest first.
     */
    version?: { name: string; count: number }[];
  };
  pagination: { from: number; size: number; total: number };
  metadata: {
    query: {
      originalQuery: string;
      rewrittenQuery: string | null;
      searchedQuery: string;
      /**
       * The searched words (a quoted phrase's joined by spaces) that no page in the search's language
       * and filters holds, so the results leave them out; empty when there are no results.
       */
      missingWords: string[];
    };
    sort: { by: SearchSortBy };
    source: string;
  };
}

export interface ProductFacetFilter {
  platform: SearchDeployment;
  key: string;
  versions: string[];
}

/** The POST body of SPEC.md section 7. */
export interface SearchRequestBody {
  query: string;
  facetFilters: { contentTypes: SearchContentType[]; products: ProductFacetFilter[] };
  highlights: { enable: true };
  pagination: { from: number; size: number };
  language: SearchLanguage;
  facets: { enable: true };
  sort: { by: SearchSortBy };
  /**
   * An addition to SPEC.md section 7's body, sent only as `{ enable: false }`: search the query as
   * typed, without spelling correction (the results page's 'Search instead for' link). Corrected when absent.
   */
  correction?: { enable: boolean };
}

/** A tab of the results page: which content types it searches ('all' searches every type). */
export interface SearchCategory {
  key: string;
  name: string;
  contentTypes: SearchContentType[];
}

export interface SortOption {
  value: SearchSortBy;
  label: string;
}

/** One sentence of a generated answer and the page section it was taken from. */
export interface AnswerSentence {
  text: string;
  url: string;
  title: string;
}

export interface AnswerResponse {
  sentences: AnswerSentence[];
  sources: { title: string; url: string }[];
}

export function isSearchContentType(value: string): value is SearchContentType {
  return (SEARCH_CONTENT_TYPES as readonly string[]).includes(value);
}

export function isSearchDeployment(value: string): value is SearchDeployment {
  return (SEARCH_DEPLOYMENTS as readonly string[]).includes(value);
}

/** The search API's paths (server/search/router.ts serves them). */
export const SEARCH_API_PATH = '/gateway/api/help-content/v2/search';
export const ANSWER_API_PATH = '/gateway/api/help-content/v2/answer';
export const QUERY_ID_HEADER = 'x-query-id';
export const ANONYMOUS_ID_HEADER = 'x-anonymous-id';
