/**
 * The shapes a search is asked and answered with, and the limits on them, shared by the index's
 * build (server/search/index-build.ts), its queries (server/search/index-query.ts) and the API.
 */
import type { SearchResult } from '../../shared/search/types';
import type { Platform, SearchContentType, SearchDocument, SearchLanguage } from './documents';
import type { WorkerEntry } from './shard-workers';

/** Below this many results a query is checked for misspellings and searched again. */
export const MIN_RESULTS_BEFORE_CORRECTION = 3;
export const MAX_FROM = 1000;
export const MAX_SIZE = 50;
/**
 * Above this many matches, documents with a query word in the title are ranked first, then those
 * with one in the description, then the others (each group by bm25).
 */
export const FULL_RANKING_LIMIT = 1000;
/** Known words an unfinished last word stands for, the most common first. */
export const MAX_COMPLETIONS = 8;

export type SortBy = 'relevance' | 'last_published';

export interface ProductFilter {
  platform: Platform;
  key: string;
  versions?: string[];
}

export interface SearchQuery {
  query: string;
  facetFilters?: { contentTypes?: string[]; products?: ProductFilter[] };
  highlights?: { enable: boolean };
  pagination?: { from: number; size: number };
  language?: SearchLanguage;
  facets?: { enable: boolean };
  sort?: { by: SortBy };
  /**
   * Whether a query finding fewer than `MIN_RESULTS_BEFORE_CORRECTION` results may be searched as
   * spelling correction rewrites it (the default); `{ enable: false }` searches it as typed, for the
   * results page's 'Search instead for' link.
   */
  correction?: { enable: boolean };
}

export type SearchHit = SearchResult;

export interface ContentTypeFacet {
  name: SearchContentType;
  count: number;
}

export interface PlatformFacet {
  name: Platform;
  count: number;
  /** `lang` is 'en' on a Japanese search's product that has only an English name. */
  products: { key: string; name: string; count: number; lang?: 'en' }[];
}

/** A version of the chosen Data Center product and the results choosing it would give. */
export interface VersionFacet {
  name: string;
  count: number;
}

export interface SearchOutcome {
  results: SearchHit[];
  /**
   * `version`, an addition to SPEC.md section 3's facets, is there only when the filters choose a
   * Data Center product (facets.ts, `versionFacet`).
   */
  facets: { contentType: ContentTypeFacet[]; platform: PlatformFacet[]; version?: VersionFacet[] };
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
    sort: { by: SortBy };
    source: 'sqlite-fts5';
  };
}

export interface BuildStats {
  documents: number;
  milliseconds: number;
  vocabularyTerms: number;
  /** Shards the text was split over: more than one when built in worker threads. */
  shards: number;
}

/** How an index is built in worker threads. */
export interface ParallelBuildOptions {
  /** Shards, each filled by its own worker thread. */
  shards: number;
  /** Stops the build: the promise rejects and the workers are terminated. */
  signal?: AbortSignal;
  /** The worker script, when it is not the default one. */
  worker?: WorkerEntry;
  /** Hears of a shard's worker crashing after the build: the index can no longer answer. */
  onLost?: (error: Error) => void;
}

/**
 * The documents of a build, counted before they are read. A build in this thread `take`s them one
 * at a time, each with its body (a supply may read bodies as they are taken and let them go once the
 * next is asked for); calling `take` again starts from the first, for a build begun again. A build
 * split between threads takes `all` of them at once, with their bodies.
 */
export interface DocumentSupply {
  readonly count: number;
  take(): Iterable<SearchDocument>;
  all(): readonly SearchDocument[];
}

/** `documents` as a supply: a supply as it is, an array's documents as they are. */
export function supplyOf(documents: readonly SearchDocument[] | DocumentSupply): DocumentSupply {
  if ('take' in documents) return documents;
  return { count: documents.length, take: () => documents, all: () => documents };
}
