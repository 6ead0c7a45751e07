/**
 * The search index: per-document metadata in typed arrays, and the text in one or more SQLite
 * shards (server/search/shard.ts), built once per content snapshot and then only read.
 *
 * A small index is one shard built in the calling thread. A large one is split round-robin by rowid
 * over several shards built at once in worker threads (server/search/shard-workers.ts); each shard
 * ranks its own matches by bm25 over its own statistics, and the ranked reads are merged by score.
 * With a round-robin split the shards' document frequencies differ only by sampling noise, as with
 * shard-local scoring in other search engines (docs/adr/006-sharded-search-index.md).
 *
 * A query asks each shard only two things: the set of matching rowids (one aggregate row, parsed into
 * an Int32Array) and the rowids in bm25 order, read lazily until the page is full. Language,
 * content-type and product filters, totals and facets are computed in memory from the matching set
 * and the per-document arrays: no joins, and no SQL per filter combination.
 *
 * Ranking is exact bm25 over every match, except for queries matching more than
 * `FULL_RANKING_LIMIT` documents (common words on a large index): these rank in tiers, the
 * documents holding a query word in their title first, then those holding one in their
 * description, then the others, each tier by bm25, and read no further than the page needs.
 * Scoring every one of thousands of matches costs about 5 microseconds a match; the matches in
 * titles and descriptions are few and are what bm25, with its title and description weights, puts
 * at the top anyway. Totals and facets stay exact.
 *
 * The last word of a query typed without a trailing space may be unfinished. A word the index knows
 * is searched as it is; an unknown one stands for the most common known words it begins
 * (`MAX_COMPLETIONS`), looked up in the spelling vocabulary rather than left to an FTS5 prefix query,
 * which the porter stemmer would stem ("tiing*" searching "ti*") and which can expand to thousands
 * of terms.
 */
import type { SearchResult } from '../../shared/search/types';
import type { Platform, SearchContentType, SearchDocument, SearchLanguage, SearchProduct } from './documents';
import { PLATFORMS, SEARCH_CONTENT_TYPES } from './documents';
import type { DocumentText, WorkerEntry } from './shard-workers';
import { buildShardsInWorkers, mergeVocabularies, openShardsInWorkers } from './shard-workers';
import type { ParsedQuery } from './query';
import { MIN_PREFIX_LENGTH, parseQuery, queryText, rewriteQuery, toMatchExpression } from './query';
import type { PagedRow, ShardReader, ShardRow } from './shard';
import { clean, LocalShard, MARK_CLOSE, MARK_OPEN, SearchShard } from './shard';
import type { VocabularyTerm } from './spelling';
import { SpellingCorrector } from './spelling';
import { escapeHtml } from '../../shared/richtext/escape';
import { SuggestionTable, SuggestionTableBuilder } from './suggestion-table';
import type { HeadingSuggestion, TitleSuggestion } from './suggestion-table';

export { COLUMN_WEIGHTS } from './shard';
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
}

export type SearchHit = SearchResult;

export interface ContentTypeFacet {
  name: SearchContentType;
  count: number;
}

export interface PlatformFacet {
  name: Platform;
  count: number;
  products: { key: string; name: string; count: number }[];
}

export interface SearchOutcome {
  results: SearchHit[];
  facets: { contentType: ContentTypeFacet[]; platform: PlatformFacet[] };
  pagination: { from: number; size: number; total: number };
  metadata: {
    query: { originalQuery: string; rewrittenQuery: string | null; searchedQuery: string };
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

/** Escape everything, then turn the private highlight markers into <mark> tags. */
export function markHighlights(text: string): string {
  return escapeHtml(text).replaceAll(MARK_OPEN, '<mark>').replaceAll(MARK_CLOSE, '</mark>');
}

interface StoredDocument {
  contentAri: string;
  contentType: SearchContentType;
  title: string;
  description: string;
  url: string;
  lastPublishedAt: string | null;
  trustFactors: { helpfulCount: number; numViews: number };
  products: readonly SearchProduct[];
  /** Codes for the per-document arrays, read once the build ends. */
  type: number;
  language: number;
  published: number;
}

/** A row of the page, with its highlighted description when the ranking query produced it. */
interface PageRow {
  rowid: number;
  highlighted: string | null | undefined;
}

interface Filters {
  contentTypes: string[];
  products: ProductFilter[];
}

/** A product as the facets count it: one per platform and key, named as first seen. */
interface ProductInfo {
  platform: Platform;
  key: string;
  name: string;
}

/** Which filters a predicate applies (each facet ignores its own). */
interface FilterUse {
  contentTypes: boolean;
  products: boolean;
}

const CONTENT_TYPE_CODES = new Map<string, number>(SEARCH_CONTENT_TYPES.map((name, code) => [name, code]));
const LANGUAGE_CODES: Record<SearchLanguage, number> = { en: 0, ja: 1 };
const NO_DATE = Number.NEGATIVE_INFINITY;

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

export class SearchIndex {
  private shards: ShardReader[] = [];
  /** Searches under way: a retired index closes when the last one ends. */
  private active = 0;
  private retiring = false;
  private corrector = new SpellingCorrector([]);
  private built = false;
  private building = false;
  private closed = false;
  /** Stops a build in worker threads when the index is closed during it. */
  private readonly closing = new AbortController();

  /** Per-document data by rowid (slot 0 unused). */
  private readonly documents: StoredDocument[] = [undefined as unknown as StoredDocument];
  private docType = new Uint8Array(0);
  private docLanguage = new Uint8Array(0);
  private docPublished = new Float64Array(0);
  /** Product ids of document r are docProductIds[docProductStart[r] .. docProductStart[r + 1]). */
  private docProductStart = new Int32Array(0);
  private docProductIds: Int32Array = new Int32Array(0);
  /** Rowids from the most recently published to the least (undated last). */
  private byPublished = new Int32Array(0);
  private readonly products: ProductInfo[] = [];
  private readonly productIds = new Map<string, number>();
  /** Languages the index holds, one bit per language code. */
  private languages = 0;
  /** Titles and headings for suggestions, collected as documents are remembered. */
  private suggestionBuilder: SuggestionTableBuilder | undefined = new SuggestionTableBuilder();
  private suggestions = SuggestionTable.empty();

  get size(): number {
    return this.built ? this.documents.length - 1 : 0;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Shards the text is split over. */
  get shardCount(): number {
    return this.shards.length;
  }

  /** True when the shards are held by worker threads. */
  get inWorkers(): boolean {
    return this.shards.some((shard) => !(shard instanceof LocalShard));
  }

  /** Bytes of SQLite pages the index holds. */
  get databaseBytes(): number {
    return this.shards.reduce((sum, shard) => sum + shard.bytes, 0);
  }

  /** Index every document in one transaction, in this thread. An index is built once. */
  build(documents: Iterable<SearchDocument>): BuildStats {
    const started = this.begin();
    const shard = this.singleShard();
    const add = shard.adder();
    try {
      for (const document of documents) add(this.toRow(this.remember(document), document));
    } catch (error) {
      this.abandon(shard);
      throw error;
    }
    return this.finishLocal(started, shard);
  }

  /**
   * The same build, yielding to the event loop between batches so requests keep being served
   * (by the index in use) while a replacement is built.
   */
  async buildInBatches(documents: readonly SearchDocument[], batchSize = 500): Promise<BuildStats> {
    const started = this.begin();
    const shard = this.singleShard();
    const add = shard.adder();
    try {
      for (let offset = 0; offset < documents.length; offset += batchSize) {
        const end = Math.min(documents.length, offset + batchSize);
        for (let position = offset; position < end; position += 1) {
          const document = documents[position]!;
          add(this.toRow(this.remember(document), document));
        }
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (this.closed) throw new Error('The search index was closed while it was being built');
      }
    } catch (error) {
      this.abandon(shard);
      throw error;
    }
    return this.finishLocal(started, shard);
  }

  /**
   * The build split over `options.shards` shards (document n goes to shard n mod shards), each
   * filled in its own worker thread while this thread stays free to serve requests.
   */
  async buildInWorkers(documents: readonly SearchDocument[], options: ParallelBuildOptions): Promise<BuildStats> {
    const started = this.begin();
    const shardCount = Math.max(1, Math.min(Math.trunc(options.shards) || 1, documents.length));
    const stop = (): void => this.closing.abort();
    options.signal?.addEventListener('abort', stop, { once: true });
    // The metadata first, in this thread: the rows sent to the workers carry its cleaned texts.
    for (const document of documents) this.remember(document);
    const stored = this.documents;
    const rowsOf = (shard: number): Iterable<DocumentText> => ({
      [Symbol.iterator]: function* (this: void) {
        for (let position = shard; position < documents.length; position += shardCount) {
          const document = documents[position]!;
          const { title, description } = stored[position + 1]!;
          yield { rowid: position + 1, title, description, body: document.body, productNames: productNames(document) };
        }
      },
    });
    try {
      const built = await buildShardsInWorkers(
        Array.from({ length: shardCount }, (_, shard) => rowsOf(shard)),
        {
          signal: this.closing.signal,
          ...(options.worker ? { entry: options.worker } : {}),
          ...(options.onLost ? { onLost: options.onLost } : {}),
        },
      );
      this.shards = built.shards;
      if (this.closed) {
        for (const shard of this.shards) shard.close();
        throw new Error('The search index was closed while it was being built');
      }
      return this.finish(started, built.vocabularies);
    } catch (error) {
      this.building = false;
      if (this.closed) throw new Error('The search index was closed while it was being built');
      throw error;
    } finally {
      options.signal?.removeEventListener('abort', stop);
    }
  }

  /**
   * Fill the index from a saved one (server/search/index-file.ts) instead of building it: the
   * documents' metadata in rowid order (bodies may be empty) and each shard's database bytes, opened
   * in this thread or, when `inWorkers`, one worker thread each as they were built.
   */
  async restore(
    documents: readonly SearchDocument[],
    saved: readonly Uint8Array<ArrayBuffer>[],
    options: { inWorkers: boolean; worker?: WorkerEntry; onLost?: (error: Error) => void },
  ): Promise<BuildStats> {
    const started = this.begin();
    try {
      for (const document of documents) this.remember(document);
      if (options.inWorkers) {
        const opened = await openShardsInWorkers(saved, {
          ...(options.worker ? { entry: options.worker } : {}),
          ...(options.onLost ? { onLost: options.onLost } : {}),
        });
        this.shards = opened.shards;
        if (this.closed) throw new Error('The search index was closed while it was being built');
        return this.finish(started, opened.vocabularies);
      }
      const shards = saved.map((bytes) => SearchShard.open(bytes));
      this.shards = shards.map((shard) => new LocalShard(shard));
      return this.finish(
        started,
        shards.map((shard) => shard.vocabulary()),
      );
    } catch (error) {
      for (const shard of this.shards) shard.close();
      this.shards = [];
      this.building = false;
      throw error;
    }
  }

  /** Each shard's database bytes, in shard order, for the index file. */
  serializeShards(): Promise<Uint8Array[]> {
    if (!this.built || this.closed) return Promise.reject(new Error('Only a built, open search index can be saved'));
    return Promise.all(this.shards.map((shard) => shard.serialize()));
  }

  private begin(): number {
    if (this.building || this.built) throw new Error('A search index is built once; build a new index instead');
    if (this.closed) throw new Error('The search index is closed');
    this.building = true;
    return performance.now();
  }

  private singleShard(): SearchShard {
    const shard = SearchShard.create();
    shard.begin();
    return shard;
  }

  private abandon(shard: SearchShard): void {
    shard.abandon();
    shard.close();
    this.building = false;
  }

  private finishLocal(started: number, shard: SearchShard): BuildStats {
    const vocabulary = shard.finish();
    this.shards = [new LocalShard(shard)];
    return this.finish(started, [vocabulary]);
  }

  /** Keep what results and filters need of a document. Its rowid is its position, from 1. */
  private remember(document: SearchDocument): number {
    const published = document.lastPublishedAt ? Date.parse(document.lastPublishedAt) : NaN;
    this.suggestionBuilder?.add(document);
    this.documents.push({
      contentAri: document.contentAri,
      contentType: document.contentType,
      title: clean(document.title),
      description: clean(document.description),
      url: document.url,
      lastPublishedAt: document.lastPublishedAt,
      trustFactors: { ...document.trustFactors },
      products: document.products.map((product) => ({ ...product, versions: [...product.versions] })),
      type: CONTENT_TYPE_CODES.get(document.contentType) ?? 0,
      language: LANGUAGE_CODES[document.language] ?? 0,
      published: Number.isNaN(published) ? NO_DATE : published,
    });
    return this.documents.length - 1;
  }

  private toRow(rowid: number, document: SearchDocument): ShardRow {
    const stored = this.documents[rowid]!;
    const names = productNames(document);
    return {
      rowid,
      title: stored.title,
      description: stored.description,
      text: names === '' ? document.body : `${document.body}\n${names}`,
    };
  }

  private productId(product: SearchProduct): number {
    const key = `${product.platform}\u0000${product.key}`;
    let id = this.productIds.get(key);
    if (id === undefined) {
      id = this.products.length;
      this.products.push({ platform: product.platform, key: product.key, name: product.name });
      this.productIds.set(key, id);
    }
    return id;
  }

  /** Per-document arrays, the date order and the spelling corrector, once the shards are filled. */
  private finish(started: number, vocabularies: VocabularyTerm[][]): BuildStats {
    const size = this.documents.length;
    this.docType = new Uint8Array(size);
    this.docLanguage = new Uint8Array(size);
    this.docPublished = new Float64Array(size).fill(NO_DATE);
    this.docProductStart = new Int32Array(size + 1);
    const productIds: number[] = [];
    for (let rowid = 1; rowid < size; rowid += 1) {
      const document = this.documents[rowid]!;
      this.docType[rowid] = document.type;
      this.docLanguage[rowid] = document.language;
      this.languages |= 1 << document.language;
      this.docPublished[rowid] = document.published;
      this.docProductStart[rowid] = productIds.length;
      const seen = new Set<number>();
      for (const product of document.products) {
        const id = this.productId(product);
        if (seen.has(id)) continue;
        seen.add(id);
        productIds.push(id);
      }
    }
    this.docProductStart[size] = productIds.length;
    this.docProductIds = Int32Array.from(productIds);
    const order = new Int32Array(size - 1);
    for (let rowid = 1; rowid < size; rowid += 1) order[rowid - 1] = rowid;
    const published = this.docPublished;
    this.byPublished = order.sort((a, b) => published[b]! - published[a]! || a - b);

    this.corrector = new SpellingCorrector(mergeVocabularies(vocabularies));
    this.suggestions = this.suggestionBuilder?.build() ?? this.suggestions;
    this.suggestionBuilder = undefined;
    this.built = true;
    this.building = false;
    return {
      documents: size - 1,
      milliseconds: performance.now() - started,
      vocabularyTerms: this.corrector.size,
      shards: this.shards.length,
    };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.closing.abort();
    for (const shard of this.shards) shard.close();
  }

  /** Close once the searches under way have ended; new searches are still answered until then. */
  retire(): void {
    this.retiring = true;
    if (this.active === 0) this.close();
  }

  /** Page titles and body headings matching a query typed so far, from memory (server/search/suggestion-table.ts). */
  suggest(
    query: string,
    language: SearchLanguage,
    limits: { titles: number; headings: number },
  ): { titles: TitleSuggestion[]; headings: HeadingSuggestion[] } {
    if (this.closed) throw new Error('The search index is closed');
    if (!this.built) throw new Error('The search index is not built yet');
    return this.suggestions.suggest(query, language, limits.titles, limits.headings);
  }

  async search(request: SearchQuery): Promise<SearchOutcome> {
    if (this.closed) throw new Error('The search index is closed');
    if (!this.built) throw new Error('The search index is not built yet');
    this.active += 1;
    try {
      return await this.run(request);
    } finally {
      this.active -= 1;
      if (this.retiring && this.active === 0) this.close();
    }
  }

  private async run(request: SearchQuery): Promise<SearchOutcome> {
    const originalQuery = request.query.trim();
    const language = request.language ?? 'en';
    const from = clamp(request.pagination?.from ?? 0, 0, MAX_FROM);
    const size = clamp(request.pagination?.size ?? 10, 1, MAX_SIZE);
    const sortBy: SortBy = request.sort?.by ?? 'relevance';
    const filters: Filters = {
      contentTypes: request.facetFilters?.contentTypes ?? [],
      products: request.facetFilters?.products ?? [],
    };

    const parsed = parseQuery(originalQuery);
    let searched = parsed;
    let rewrittenQuery: string | null = null;
    let match = this.expression(parsed, 'and');
    let relaxedMatch = false;
    const accepts = this.predicate(filters, { contentTypes: true, products: true });
    let hits: Int32Array = await this.matching(match, language);
    let total = countWhere(hits, accepts);

    if (match !== undefined && total < MIN_RESULTS_BEFORE_CORRECTION) {
      const corrected = this.corrected(parsed);
      if (corrected) {
        const correctedMatch = this.expression(corrected, 'and');
        const correctedHits = await this.matching(correctedMatch, language);
        const correctedTotal = countWhere(correctedHits, accepts);
        if (correctedTotal > total) {
          searched = corrected;
          match = correctedMatch;
          hits = correctedHits;
          total = correctedTotal;
          rewrittenQuery = queryText(corrected);
        }
      }
      // A long pasted message rarely matches word for word; fall back to any of its words.
      if (total === 0 && searched.terms.length >= 3) {
        const relaxed = this.expression(searched, 'or');
        const relaxedHits = await this.matching(relaxed, language);
        const relaxedTotal = countWhere(relaxedHits, accepts);
        if (relaxedTotal > 0) {
          match = relaxed;
          relaxedMatch = true;
          hits = relaxedHits;
          total = relaxedTotal;
        }
      }
    }

    const highlight = request.highlights?.enable ?? false;
    const rows =
      total <= from
        ? []
        : match === undefined || sortBy === 'last_published'
          ? this.pageByDate(hits, accepts, from, size)
          : await this.pageByRelevance(
              match,
              // Only a large match set is ranked in tiers, and only its tiers need the query's words joined by OR.
              hits.length > FULL_RANKING_LIMIT
                ? tiersOf(match, relaxedMatch ? match : this.expression(searched, 'or')!)
                : [],
              hits,
              accepts,
              from,
              size,
              highlight,
            );
    const results = await this.toHits(rows, highlight ? match : undefined);
    const facets =
      (request.facets?.enable ?? false)
        ? {
            contentType: this.contentTypeFacet(hits, filters),
            platform: this.platformFacet(hits, filters),
          }
        : { contentType: [], platform: [] };

    return {
      results,
      facets,
      pagination: { from, size, total },
      metadata: {
        query: { originalQuery, rewrittenQuery, searchedQuery: rewrittenQuery ?? queryText(searched) },
        sort: { by: sortBy },
        source: 'sqlite-fts5',
      },
    };
  }

  /**
   * The MATCH expression of a query. An unfinished last word the index does not know stands for the
   * known words it begins; a known one is searched as it is.
   */
  private expression(query: ParsedQuery, mode: 'and' | 'or'): string | undefined {
    const last = query.terms.at(-1);
    let completions: string[] | undefined;
    if (
      query.openEnded &&
      last?.kind === 'word' &&
      last.text.length >= MIN_PREFIX_LENGTH &&
      !this.corrector.isKnown(last.text)
    ) {
      completions = this.corrector.completions(last.text, MAX_COMPLETIONS);
    }
    return toMatchExpression(query, { mode, completions: completions ?? [] });
  }

  /** Words the index does not know, replaced by their closest known word; undefined if none changed. */
  private corrected(parsed: ParsedQuery): ParsedQuery | undefined {
    const words = parsed.terms.flatMap((term) => (term.kind === 'word' ? [term.text] : []));
    const corrections = this.corrector.correctAll(words);
    return corrections.size > 0 ? rewriteQuery(parsed, corrections) : undefined;
  }

  /**
   * Rowids of the documents of a language that match the text (every one for an empty query),
   * asked of every shard at once.
   */
  private async matching(match: string | undefined, language: SearchLanguage): Promise<Int32Array> {
    const code = LANGUAGE_CODES[language];
    const languages = this.docLanguage;
    const count = this.documents.length - 1;
    if (match === undefined) {
      const all = new Int32Array(count);
      let length = 0;
      for (let rowid = 1; rowid <= count; rowid += 1) if (languages[rowid] === code) all[length++] = rowid;
      return all.subarray(0, length);
    }
    const lists = await Promise.all(this.shards.map((shard) => shard.matching(match)));
    const rowids = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
    let length = 0;
    for (const list of lists) {
      if (this.languages === 1 << code) {
        rowids.set(list, length);
        length += list.length;
        continue;
      }
      for (let position = 0; position < list.length; position += 1) {
        const rowid = list[position]!;
        if (languages[rowid] === code) rowids[length++] = rowid;
      }
    }
    return rowids.subarray(0, length);
  }

  /**
   * The filters over the per-document arrays, or undefined when nothing is filtered. Each wanted
   * product is looked up once; versions are checked only for Data Center filters that name some.
   */
  private predicate(filters: Filters, use: FilterUse): ((rowid: number) => boolean) | undefined {
    let types: Uint8Array | undefined;
    if (use.contentTypes && filters.contentTypes.length > 0) {
      types = new Uint8Array(SEARCH_CONTENT_TYPES.length);
      for (const name of filters.contentTypes) {
        const code = CONTENT_TYPE_CODES.get(name);
        if (code !== undefined) types[code] = 1;
      }
    }
    const wanted =
      use.products && filters.products.length > 0
        ? filters.products.map((product) => ({
            id: this.productIds.get(`${product.platform}\u0000${product.key}`) ?? -1,
            filter: product,
            versions: product.platform === 'data_center' ? (product.versions ?? []) : [],
          }))
        : undefined;
    const docType = this.docType;
    const starts = this.docProductStart;
    const ids = this.docProductIds;
    if (!types && !wanted) return undefined;
    return (rowid) => {
      if (types && types[docType[rowid]!] !== 1) return false;
      if (!wanted) return true;
      const end = starts[rowid + 1]!;
      for (const product of wanted) {
        for (let position = starts[rowid]!; position < end; position += 1) {
          if (ids[position] !== product.id) continue;
          if (product.versions.length === 0) return true;
          const versions = product.versions;
          const own = this.documents[rowid]!.products;
          if (
            own.some(
              (item) =>
                item.platform === product.filter.platform &&
                item.key === product.filter.key &&
                item.versions.some((version) => versions.includes(version)),
            )
          )
            return true;
        }
      }
      return false;
    };
  }

  /** A page of the accepted hits, the most recently published first (undated last, then by rowid). */
  private pageByDate(hits: Int32Array, accepts: Predicate, from: number, size: number): PageRow[] {
    const member = new Uint8Array(this.documents.length);
    for (const rowid of hits) member[rowid] = 1;
    const page: PageRow[] = [];
    let skipped = 0;
    for (const rowid of this.byPublished) {
      if (member[rowid] !== 1 || (accepts && !accepts(rowid))) continue;
      if (skipped < from) skipped += 1;
      else {
        page.push({ rowid, highlighted: undefined });
        if (page.length === size) break;
      }
    }
    return page;
  }

  /**
   * A page in bm25 order. Every shard reads its best rows at once (with the description highlighted
   * when asked, in the same statement), keeping only accepted ones, and the pages are merged by
   * score, tier by tier first when `tiers` are given (see `tiersOf`).
   */
  private async pageByRelevance(
    match: string,
    tiers: string[],
    hits: Int32Array,
    accepts: Predicate,
    from: number,
    size: number,
    highlight: boolean,
  ): Promise<PageRow[]> {
    const request = {
      match,
      tiers,
      limit: from + size,
      highlight,
      ...this.acceptance(hits, accepts),
    };
    const pages = await Promise.all(this.shards.map((shard) => shard.rankedPage(request)));
    const rows: PagedRow[] = pages.length === 1 ? pages[0]! : pages.flat().sort(byPassAndRank);
    return rows
      .slice(from, from + size)
      .map(([rowid, , highlighted]) => ({ rowid, highlighted: highlight ? highlighted : undefined }));
  }

  /**
   * Which rows a shard may return, as a byte per rowid: the accepted hits. None is needed when
   * every row a shard matches is acceptable (no filter, and the index holds one language).
   */
  private acceptance(hits: Int32Array, accepts: Predicate): { accepted?: Uint8Array } {
    if (!accepts && (this.languages & (this.languages - 1)) === 0) return {};
    const accepted = new Uint8Array(this.documents.length);
    for (let position = 0; position < hits.length; position += 1) {
      const rowid = hits[position]!;
      if (!accepts || accepts(rowid)) accepted[rowid] = 1;
    }
    return { accepted };
  }

  /** Results for page rows, asking the shards for the highlights the ranked read did not give. */
  private async toHits(rows: PageRow[], match: string | undefined): Promise<SearchHit[]> {
    const highlighted = new Map<number, string | null>();
    if (match !== undefined) {
      const missing = rows.filter(
        (row) => row.highlighted === undefined && this.documents[row.rowid]!.description !== '',
      );
      const byShard = new Map<number, number[]>();
      for (const { rowid } of missing) {
        const shard = (rowid - 1) % this.shards.length;
        const rowids = byShard.get(shard);
        if (rowids) rowids.push(rowid);
        else byShard.set(shard, [rowid]);
      }
      await Promise.all(
        [...byShard].map(async ([shard, rowids]) => {
          const texts = await this.shards[shard]!.highlights(match, rowids);
          rowids.forEach((rowid, index) => highlighted.set(rowid, texts[index] ?? null));
        }),
      );
    }
    return rows.map((row) =>
      this.toHit(
        row.highlighted === undefined ? (highlighted.get(row.rowid) ?? undefined) : row.highlighted,
        row.rowid,
        match,
      ),
    );
  }

  private toHit(highlighted: string | null | undefined, rowid: number, match: string | undefined): SearchHit {
    const document = this.documents[rowid]!;
    let description = document.description;
    if (match !== undefined && document.description !== '' && highlighted) description = highlighted;
    description = markHighlights(description);
    return {
      content: {
        contentAri: document.contentAri,
        title: document.title,
        description: document.description,
        url: document.url,
        contentType: document.contentType,
        products: document.products.map((product) => ({ ...product, versions: [...product.versions] })),
        metadata: {
          lastPublishedAt: document.lastPublishedAt,
          trustFactors: { ...document.trustFactors },
        },
      },
      highlights: { description },
    };
  }

  /** Counts per content type under the query and every active filter except the content-type one. */
  private contentTypeFacet(hits: Int32Array, filters: Filters): ContentTypeFacet[] {
    const accepts = this.predicate(filters, { contentTypes: false, products: true });
    const counts = new Int32Array(SEARCH_CONTENT_TYPES.length);
    const docType = this.docType;
    if (accepts) {
      for (const rowid of hits) if (accepts(rowid)) counts[docType[rowid]!]! += 1;
    } else {
      for (let position = 0; position < hits.length; position += 1) counts[docType[hits[position]!]!]! += 1;
    }
    return SEARCH_CONTENT_TYPES.map((name, code) => ({ name, count: counts[code]! }))
      .filter((facet) => facet.count > 0)
      .sort((a, b) => b.count - a.count);
  }

  /** Counts per platform and product under the query and every active filter except the product one. */
  private platformFacet(hits: Int32Array, filters: Filters): PlatformFacet[] {
    const accepts = this.predicate(filters, { contentTypes: true, products: false });
    const productCounts = new Int32Array(this.products.length);
    const platformCounts = new Int32Array(PLATFORMS.length);
    const platformBit = Int32Array.from(this.products, (product) => 1 << PLATFORMS.indexOf(product.platform));
    const starts = this.docProductStart;
    const ids = this.docProductIds;
    // Locals only in the loop: a module binding may be read through a getter on every access.
    const platformTotal = PLATFORMS.length;
    for (let index = 0; index < hits.length; index += 1) {
      const rowid = hits[index]!;
      if (accepts && !accepts(rowid)) continue;
      let platforms = 0;
      const end = starts[rowid + 1]!;
      for (let position = starts[rowid]!; position < end; position += 1) {
        const id = ids[position]!;
        productCounts[id]! += 1;
        platforms |= platformBit[id]!;
      }
      for (let code = 0; code < platformTotal; code += 1) if (platforms & (1 << code)) platformCounts[code]! += 1;
    }
    return PLATFORMS.flatMap((platform, code) => {
      const count = platformCounts[code]!;
      if (count === 0) return [];
      const products = this.products
        .flatMap((product, id) =>
          product.platform === platform && productCounts[id]! > 0
            ? [{ key: product.key, name: product.name, count: productCounts[id]! }]
            : [],
        )
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
      return [{ name: platform, count, products }];
    });
  }
}

/** The names of a document's products, indexed with its body. */
export function productNames(document: SearchDocument): string {
  return [...new Set(document.products.map((product) => product.name))].join(' ');
}

/**
 * The tiers of a large match set: a query word in the title, then in the title or description. A
 * query of one term is its own "any word", and filtering it by column alone reads its postings once.
 */
function tiersOf(match: string, any: string): string[] {
  const columns = ['{title}', '{title description}'];
  return match === any
    ? columns.map((filter) => `${filter} : (${match})`)
    : columns.map((filter) => `(${match}) AND ${filter} : (${any})`);
}

/** Restricted rows first, then by bm25 rank (lower is better). */
function byPassAndRank(a: PagedRow, b: PagedRow): number {
  return a[3] - b[3] || a[1] - b[1];
}

/** A filter over rowids; undefined accepts every document. */
type Predicate = ((rowid: number) => boolean) | undefined;

function countWhere(hits: Int32Array, accepts: Predicate): number {
  if (!accepts) return hits.length;
  let total = 0;
  for (let position = 0; position < hits.length; position += 1) if (accepts(hits[position]!)) total += 1;
  return total;
}

function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}
