/**
 * The search index: per-document metadata in typed arrays, and the text in one or more SQLite
 * shards (server/search/shard.ts), built once per content snapshot and then only read.
 *
 * A small index is one shard built in the calling thread. A large one is split round-robin by rowid
 * over several shards built at once in worker threads (server/search/parallel-build.ts); each shard
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
 * `FULL_RANKING_LIMIT` documents (a very common word on a large index): these rank the documents
 * that hold the query in their title or description first (by bm25), then the others (by bm25).
 * Scoring all tens of thousands of matches would cost tens of milliseconds; the matches in titles
 * and descriptions are few and are what bm25, with its title and description weights, puts at the
 * top anyway. Totals and facets stay exact.
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
import type { DocumentText, WorkerEntry } from './parallel-build';
import { buildShardsInWorkers, mergeVocabularies } from './parallel-build';
import type { ParsedQuery } from './query';
import { MIN_PREFIX_LENGTH, parseQuery, queryText, rewriteQuery, toMatchExpression } from './query';
import type { RankedRow, ShardRow } from './shard';
import { clean, SearchShard } from './shard';
import type { VocabularyTerm } from './spelling';
import { SpellingCorrector } from './spelling';

export { COLUMN_WEIGHTS } from './shard';
/** Below this many results a query is checked for misspellings and searched again. */
export const MIN_RESULTS_BEFORE_CORRECTION = 3;
export const MAX_FROM = 1000;
export const MAX_SIZE = 50;
/** Above this many matches, documents with the query in the title or description are ranked first. */
export const FULL_RANKING_LIMIT = 4000;
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

const MARK_OPEN = '\u0002';
const MARK_CLOSE = '\u0003';
const MARKS = [MARK_OPEN, MARK_CLOSE] as const;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape everything, then turn the private highlight markers into <mark> tags. */
export function markHighlights(text: string): string {
  return text
    .replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)
    .replaceAll(MARK_OPEN, '<mark>')
    .replaceAll(MARK_CLOSE, '</mark>');
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
}

/** Rank-ordered rows of several shards as one rank-ordered stream; every source is closed at the end. */
function* byRank(sources: IterableIterator<RankedRow>[]): Generator<RankedRow, void, undefined> {
  if (sources.length === 1) {
    yield* sources[0]!;
    return;
  }
  try {
    const heads = sources.map((source) => source.next());
    for (;;) {
      let best = -1;
      let bestRank = Number.POSITIVE_INFINITY;
      heads.forEach((head, k) => {
        if (!head.done && (best < 0 || head.value[1] < bestRank)) {
          best = k;
          bestRank = head.value[1];
        }
      });
      if (best < 0) return;
      yield heads[best]!.value as RankedRow;
      heads[best] = sources[best]!.next();
    }
  } finally {
    for (const source of sources) source.return?.();
  }
}

export class SearchIndex {
  private shards: SearchShard[] = [];
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
    return this.finish(started, [shard.finish()]);
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
    return this.finish(started, [shard.finish()]);
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
        { signal: this.closing.signal, ...(options.worker ? { entry: options.worker } : {}) },
      );
      this.shards = built.map((item) => item.shard);
      if (this.closed) {
        for (const shard of this.shards) shard.close();
        throw new Error('The search index was closed while it was being built');
      }
      return this.finish(
        started,
        built.map((item) => item.vocabulary),
      );
    } catch (error) {
      this.building = false;
      if (this.closed) throw new Error('The search index was closed while it was being built');
      throw error;
    } finally {
      options.signal?.removeEventListener('abort', stop);
    }
  }

  private begin(): number {
    if (this.building || this.built) throw new Error('A search index is built once; build a new index instead');
    if (this.closed) throw new Error('The search index is closed');
    this.building = true;
    return performance.now();
  }

  private singleShard(): SearchShard {
    const shard = SearchShard.create();
    this.shards = [shard];
    shard.begin();
    return shard;
  }

  private abandon(shard: SearchShard): void {
    shard.abandon();
    this.building = false;
  }

  /** Keep what results and filters need of a document. Its rowid is its position, from 1. */
  private remember(document: SearchDocument): number {
    const published = document.lastPublishedAt ? Date.parse(document.lastPublishedAt) : NaN;
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

  search(request: SearchQuery): SearchOutcome {
    if (this.closed) throw new Error('The search index is closed');
    if (!this.built) throw new Error('The search index is not built yet');
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
    const accepts = this.predicate(filters, { contentTypes: true, products: true });
    let hits: Int32Array = this.matching(match, language);
    let total = countWhere(hits, accepts);

    if (match !== undefined && total < MIN_RESULTS_BEFORE_CORRECTION) {
      const corrected = this.corrected(parsed);
      if (corrected) {
        const correctedMatch = this.expression(corrected, 'and');
        const correctedHits = this.matching(correctedMatch, language);
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
        const relaxedHits = this.matching(relaxed, language);
        const relaxedTotal = countWhere(relaxedHits, accepts);
        if (relaxedTotal > 0) {
          match = relaxed;
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
          : this.pageByRelevance(match, hits.length, language, accepts, from, size, highlight);
    const results = rows.map((row) => this.toHit(row, highlight ? match : undefined));
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
   * Rowids of the documents of a language that match the text (every one for an empty query).
   * Each shard returns its rowids as one comma-separated string: one row instead of thousands
   * crossing into JavaScript, which halves the cost for a common word.
   */
  private matching(match: string | undefined, language: SearchLanguage): Int32Array {
    const code = LANGUAGE_CODES[language];
    const languages = this.docLanguage;
    const count = this.documents.length - 1;
    if (match === undefined) {
      const all = new Int32Array(count);
      let length = 0;
      for (let rowid = 1; rowid <= count; rowid += 1) if (languages[rowid] === code) all[length++] = rowid;
      return all.subarray(0, length);
    }
    const lists = this.shards.map((shard) => shard.matching(match));
    const rowids = new Int32Array(lists.reduce((sum, list) => sum + ((list.length + 1) >> 1), 0));
    let length = 0;
    for (const list of lists) {
      let value = 0;
      for (let position = 0; position < list.length; position += 1) {
        const char = list.charCodeAt(position);
        if (char === 44) {
          if (languages[value] === code) rowids[length++] = value;
          value = 0;
        } else {
          value = value * 10 + char - 48;
        }
      }
      if (list.length > 0 && languages[value] === code) rowids[length++] = value;
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
   * A page in bm25 order, read from the shards row by row until it is full, with the description
   * highlighted in the same statement when asked. Above `FULL_RANKING_LIMIT` matches, the documents
   * holding the query in their title or description come first.
   */
  private pageByRelevance(
    match: string,
    matches: number,
    language: SearchLanguage,
    accepts: Predicate,
    from: number,
    size: number,
    highlight: boolean,
  ): PageRow[] {
    const code = LANGUAGE_CODES[language];
    const languages = this.docLanguage;
    const wanted = from + size;
    const collected: PageRow[] = [];
    const taken = new Set<number>();
    const marks = highlight ? MARKS : undefined;
    const take = (expression: string, remember: boolean): boolean => {
      for (const [rowid, , highlighted] of byRank(this.shards.map((shard) => shard.ranked(expression, marks)))) {
        if (languages[rowid] !== code || (accepts && !accepts(rowid)) || taken.has(rowid)) continue;
        if (remember) taken.add(rowid);
        collected.push({ rowid, highlighted: highlight ? highlighted : undefined });
        if (collected.length === wanted) return true;
      }
      return false;
    };
    const full = matches > FULL_RANKING_LIMIT && take(`{title description} : (${match})`, true);
    if (!full) take(match, false);
    return collected.slice(from);
  }

  private toHit({ rowid, highlighted }: PageRow, match: string | undefined): SearchHit {
    const document = this.documents[rowid]!;
    let description = document.description;
    if (match !== undefined && document.description !== '') {
      const shard = this.shards[(rowid - 1) % this.shards.length]!;
      const text = highlighted === undefined ? shard.highlight(match, rowid, MARKS) : highlighted;
      if (text) description = text;
    }
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
      for (let code = 0; code < PLATFORMS.length; code += 1) if (platforms & (1 << code)) platformCounts[code]! += 1;
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
