/**
 * The search index: an in-memory SQLite database with an FTS5 table for text, plus per-document
 * metadata in typed arrays, built once per content snapshot and then only read.
 *
 * Text: `fts(title, description, body)` with the porter stemmer, ranked by bm25 with title far
 * above description above body. It is an external-content table over `docs`, which stores title
 * and description (for highlights) but not the body: body text is indexed, never kept, so the index
 * stays well under three times the raw text.
 *
 * A query asks SQLite only two things: the set of matching rowids (one aggregate row, parsed into
 * an Int32Array) and the rowids in bm25 order, read lazily until the page is full. Language,
 * content-type and product filters, totals and facets are computed in memory from the matching
 * set and the per-document arrays: no joins, and no SQL per filter combination.
 *
 * Ranking is exact bm25 over every match, except for queries matching more than
 * `FULL_RANKING_LIMIT` documents (a very common word on a large index): these rank the documents
 * that hold the query in their title or description first (by bm25), then the others (by bm25).
 * Scoring all tens of thousands of matches would cost tens of milliseconds; the matches in titles
 * and descriptions are few and are what bm25, with its title and description weights, puts at the
 * top anyway. Totals and facets stay exact.
 */
import Database from 'better-sqlite3';
import type { SearchResult } from '../../shared/search/types';
import type { Platform, SearchContentType, SearchDocument, SearchLanguage, SearchProduct } from './documents';
import { PLATFORMS, SEARCH_CONTENT_TYPES } from './documents';
import type { ParsedQuery } from './query';
import { parseQuery, queryText, rewriteQuery, toMatchExpression } from './query';
import type { VocabularyTerm } from './spelling';
import { SpellingCorrector } from './spelling';

/** bm25 column weights: title, description, body. */
export const COLUMN_WEIGHTS = { title: 10, description: 4, body: 1 } as const;
/** Below this many results a query is checked for misspellings and searched again. */
export const MIN_RESULTS_BEFORE_CORRECTION = 3;
/** Only this much of each body feeds the spelling vocabulary; titles and descriptions go in whole. */
export const VOCABULARY_BODY_CHARS = 2000;
export const MAX_FROM = 1000;
export const MAX_SIZE = 50;
/** Above this many matches, documents with the query in the title or description are ranked first. */
export const FULL_RANKING_LIMIT = 4000;
/**
 * Memory FTS5 may fill with pending terms before writing a segment (its default is 1 MB). A large
 * buffer writes few large segments, so the build does far less merging.
 */
const FTS_HASH_BYTES = 64 * 1024 * 1024;

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
}

const MARK_OPEN = '\u0002';
const MARK_CLOSE = '\u0003';
// eslint-disable-next-line no-control-regex -- the markers are control characters on purpose
const CONTROL_MARKS = /[\u0002\u0003]/g;

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

/** The table's `rank`: bm25 with the column weights, so `ORDER BY rank` is sorted inside FTS5. */
const BM25_RANK = `bm25(${COLUMN_WEIGHTS.title}.0, ${COLUMN_WEIGHTS.description}.0, ${COLUMN_WEIGHTS.body}.0)`;

const SCHEMA = `
  CREATE TABLE docs (rowid INTEGER PRIMARY KEY, title TEXT NOT NULL, description TEXT NOT NULL, body TEXT);
  CREATE VIRTUAL TABLE fts USING fts5(
    title, description, body,
    content = 'docs', content_rowid = 'rowid',
    tokenize = 'porter unicode61 remove_diacritics 2'
  );
  INSERT INTO fts (fts, rank) VALUES ('hashsize', ${FTS_HASH_BYTES});
  INSERT INTO fts (fts, rank) VALUES ('rank', '${BM25_RANK}');
  CREATE VIRTUAL TABLE spelling_source USING fts5(
    text, content = '', detail = 'none', tokenize = 'unicode61 remove_diacritics 2'
  );
  INSERT INTO spelling_source (spelling_source, rank) VALUES ('hashsize', ${FTS_HASH_BYTES});
  CREATE VIRTUAL TABLE spelling_vocabulary USING fts5vocab(spelling_source, 'row');
`;

const CONTENT_TYPE_CODES = new Map<string, number>(SEARCH_CONTENT_TYPES.map((name, code) => [name, code]));
const LANGUAGE_CODES: Record<SearchLanguage, number> = { en: 0, ja: 1 };
const NO_DATE = Number.NEGATIVE_INFINITY;

/** Growable Int32 storage for the build; trimmed to a typed array when the build ends. */
class IntList {
  private data = new Int32Array(1024);
  length = 0;

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length] = value;
    this.length += 1;
  }

  toArray(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

export class SearchIndex {
  private readonly db: Database.Database;
  private corrector = new SpellingCorrector([]);
  private built = false;
  private building = false;
  private closed = false;
  private count = 0;

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

  private readonly building_ = {
    type: [] as number[],
    language: [] as number[],
    published: [] as number[],
    productStart: new IntList(),
    productIds: new IntList(),
  };

  private statements:
    | {
        matching: Database.Statement<[string], string | null>;
        ranked: Database.Statement<[string], number>;
        rankedWithHighlight: Database.Statement<[string, string, string], [number, string | null]>;
        highlight: Database.Statement<[string, string, string, number], string | null>;
      }
    | undefined;

  constructor() {
    this.db = new Database(':memory:');
    this.db.pragma('journal_mode = OFF');
    this.db.pragma('synchronous = OFF');
    this.db.pragma('temp_store = MEMORY');
    this.db.exec(SCHEMA);
    this.building_.productStart.push(0);
  }

  get size(): number {
    return this.count;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Bytes of SQLite pages the index holds. */
  get databaseBytes(): number {
    const pages = this.db.pragma('page_count', { simple: true }) as number;
    const pageSize = this.db.pragma('page_size', { simple: true }) as number;
    return pages * pageSize;
  }

  /** Index every document in one transaction. An index is built once; build a new one to change it. */
  build(documents: Iterable<SearchDocument>): BuildStats {
    const started = this.begin();
    const insert = this.inserter();
    try {
      for (const document of documents) insert(document);
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
    return this.finish(started);
  }

  /**
   * The same build, yielding to the event loop between batches so requests keep being served
   * (by the index in use) while a replacement is built.
   */
  async buildInBatches(documents: readonly SearchDocument[], batchSize = 500): Promise<BuildStats> {
    const started = this.begin();
    const insert = this.inserter();
    try {
      for (let offset = 0; offset < documents.length; offset += batchSize) {
        const end = Math.min(documents.length, offset + batchSize);
        for (let position = offset; position < end; position += 1) insert(documents[position]!);
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (this.closed) throw new Error('The search index was closed while it was being built');
      }
    } catch (error) {
      if (!this.closed) this.db.exec('ROLLBACK');
      throw error;
    }
    return this.finish(started);
  }

  private begin(): number {
    if (this.building || this.built) throw new Error('A search index is built once; build a new index instead');
    this.building = true;
    this.db.exec('BEGIN');
    return performance.now();
  }

  private inserter(): (document: SearchDocument) => void {
    const insertDoc = this.db.prepare('INSERT INTO docs (rowid, title, description) VALUES (?, ?, ?)');
    const insertText = this.db.prepare('INSERT INTO fts (rowid, title, description, body) VALUES (?, ?, ?, ?)');
    const insertSpelling = this.db.prepare('INSERT INTO spelling_source (rowid, text) VALUES (?, ?)');
    const pending = this.building_;
    return (document) => {
      this.count += 1;
      const rowid = this.count;
      const title = clean(document.title);
      const description = clean(document.description);
      const body = clean(document.body);
      insertDoc.run(rowid, title, description);
      // Product names count as body text, so "jira permissions" finds Jira pages about permissions.
      const productNames = [...new Set(document.products.map((product) => product.name))].join(' ');
      insertText.run(rowid, title, description, productNames === '' ? body : `${body}\n${productNames}`);
      insertSpelling.run(rowid, `${title}\n${description}\n${body.slice(0, VOCABULARY_BODY_CHARS)}`);

      const products = document.products.map((product) => ({ ...product, versions: [...product.versions] }));
      this.documents.push({
        contentAri: document.contentAri,
        contentType: document.contentType,
        title,
        description,
        url: document.url,
        lastPublishedAt: document.lastPublishedAt,
        trustFactors: { ...document.trustFactors },
        products,
      });
      pending.type.push(CONTENT_TYPE_CODES.get(document.contentType) ?? 0);
      pending.language.push(LANGUAGE_CODES[document.language] ?? 0);
      const published = document.lastPublishedAt ? Date.parse(document.lastPublishedAt) : NaN;
      pending.published.push(Number.isNaN(published) ? NO_DATE : published);
      const seen = new Set<number>();
      for (const product of products) {
        const id = this.productId(product);
        if (seen.has(id)) continue;
        seen.add(id);
        pending.productIds.push(id);
      }
      pending.productStart.push(pending.productIds.length);
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

  private finish(started: number): BuildStats {
    this.db.exec('COMMIT');
    this.db.exec("INSERT INTO fts (fts) VALUES ('optimize')");
    const pending = this.building_;
    const size = this.count + 1;
    this.docType = Uint8Array.from([0, ...pending.type]);
    this.docLanguage = Uint8Array.from([0, ...pending.language]);
    this.docPublished = Float64Array.from([NO_DATE, ...pending.published]);
    this.docProductStart = Int32Array.from([0, ...pending.productStart.toArray()]);
    this.docProductIds = pending.productIds.toArray();
    pending.type = [];
    pending.language = [];
    pending.published = [];
    const order = new Int32Array(this.count);
    for (let rowid = 1; rowid < size; rowid += 1) order[rowid - 1] = rowid;
    const published = this.docPublished;
    this.byPublished = order.sort((a, b) => published[b]! - published[a]! || a - b);

    this.statements = {
      matching: this.db
        .prepare<[string], string | null>("SELECT group_concat(rowid, ',') FROM fts WHERE fts MATCH ?")
        .pluck(),
      ranked: this.db.prepare<[string], number>('SELECT rowid FROM fts WHERE fts MATCH ? ORDER BY rank').pluck(),
      // FTS5 sorts by rank itself, so SQLite computes highlight() only for the rows actually read.
      rankedWithHighlight: this.db
        .prepare<[string, string, string], [number, string | null]>(
          'SELECT rowid, highlight(fts, 1, ?, ?) FROM fts WHERE fts MATCH ? ORDER BY rank',
        )
        .raw(),
      highlight: this.db
        .prepare<[string, string, string, number], string | null>(
          'SELECT highlight(fts, 1, ?, ?) FROM fts WHERE fts MATCH ? AND rowid = ?',
        )
        .pluck(),
    };
    const vocabulary = this.db
      .prepare('SELECT term, doc AS documents FROM spelling_vocabulary')
      .all() as VocabularyTerm[];
    this.corrector = new SpellingCorrector(vocabulary);
    this.built = true;
    this.building = false;
    return { documents: this.count, milliseconds: performance.now() - started, vocabularyTerms: this.corrector.size };
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.db.close();
  }

  search(request: SearchQuery): SearchOutcome {
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
    let match = toMatchExpression(parsed);
    const accepts = this.predicate(filters, { contentTypes: true, products: true });
    let hits: Int32Array = this.matching(match, language);
    let total = countWhere(hits, accepts);

    if (match !== undefined && total < MIN_RESULTS_BEFORE_CORRECTION) {
      const corrected = this.corrected(parsed);
      if (corrected) {
        const correctedMatch = toMatchExpression(corrected);
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
        const relaxed = toMatchExpression(searched, { mode: 'or' });
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

  private get prepared(): NonNullable<SearchIndex['statements']> {
    if (!this.statements) throw new Error('The search index is not built yet');
    if (this.closed) throw new Error('The search index is closed');
    return this.statements;
  }

  /** Words the index does not know, replaced by their closest known word; undefined if none changed. */
  private corrected(parsed: ParsedQuery): ParsedQuery | undefined {
    const words = parsed.terms.flatMap((term) => (term.kind === 'word' ? [term.text] : []));
    const corrections = this.corrector.correctAll(words);
    return corrections.size > 0 ? rewriteQuery(parsed, corrections) : undefined;
  }

  /**
   * Rowids of the documents of a language that match the text (every one for an empty query), in
   * rowid order. SQLite returns them as one comma-separated string: one row instead of thousands
   * crossing into JavaScript, which halves the cost for a common word.
   */
  private matching(match: string | undefined, language: SearchLanguage): Int32Array {
    const code = LANGUAGE_CODES[language];
    const languages = this.docLanguage;
    if (match === undefined) {
      const all = new Int32Array(this.count);
      let length = 0;
      for (let rowid = 1; rowid <= this.count; rowid += 1) if (languages[rowid] === code) all[length++] = rowid;
      return all.subarray(0, length);
    }
    const list = this.prepared.matching.get(match) ?? '';
    const rowids = new Int32Array((list.length + 1) >> 1);
    let length = 0;
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
    return rowids.subarray(0, length);
  }

  /**
   * The filters over the per-document arrays. Each wanted product is looked up once; versions are
   * checked only for Data Center filters that name some.
   */
  private predicate(filters: Filters, use: FilterUse): (rowid: number) => boolean {
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
    if (!types && !wanted) return () => true;
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
  private pageByDate(hits: Int32Array, accepts: (rowid: number) => boolean, from: number, size: number): PageRow[] {
    const member = new Uint8Array(this.count + 1);
    for (const rowid of hits) member[rowid] = 1;
    const page: PageRow[] = [];
    let skipped = 0;
    for (const rowid of this.byPublished) {
      if (member[rowid] !== 1 || !accepts(rowid)) continue;
      if (skipped < from) skipped += 1;
      else {
        page.push({ rowid, highlighted: undefined });
        if (page.length === size) break;
      }
    }
    return page;
  }

  /**
   * A page in bm25 order, read from SQLite row by row until it is full, with the description
   * highlighted in the same statement when asked. Above `FULL_RANKING_LIMIT` matches, the documents
   * holding the query in their title or description come first.
   */
  private pageByRelevance(
    match: string,
    matches: number,
    language: SearchLanguage,
    accepts: (rowid: number) => boolean,
    from: number,
    size: number,
    highlight: boolean,
  ): PageRow[] {
    const code = LANGUAGE_CODES[language];
    const languages = this.docLanguage;
    const wanted = from + size;
    const collected: PageRow[] = [];
    const taken = new Set<number>();
    const keep = (rowid: number, remember: boolean): boolean => {
      if (languages[rowid] !== code || !accepts(rowid) || taken.has(rowid)) return false;
      if (remember) taken.add(rowid);
      return true;
    };
    const take = (expression: string, remember: boolean): boolean => {
      const { ranked, rankedWithHighlight } = this.prepared;
      if (highlight) {
        for (const [rowid, highlighted] of rankedWithHighlight.iterate(MARK_OPEN, MARK_CLOSE, expression)) {
          if (!keep(rowid, remember)) continue;
          collected.push({ rowid, highlighted });
          if (collected.length === wanted) return true;
        }
      } else {
        for (const rowid of ranked.iterate(expression)) {
          if (!keep(rowid, remember)) continue;
          collected.push({ rowid, highlighted: undefined });
          if (collected.length === wanted) return true;
        }
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
      const text =
        highlighted === undefined ? this.prepared.highlight.get(MARK_OPEN, MARK_CLOSE, match, rowid) : highlighted;
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
    for (const rowid of hits) if (accepts(rowid)) counts[docType[rowid]!]! += 1;
    return SEARCH_CONTENT_TYPES.map((name, code) => ({ name, count: counts[code]! }))
      .filter((facet) => facet.count > 0)
      .sort((a, b) => b.count - a.count);
  }

  /** Counts per platform and product under the query and every active filter except the product one. */
  private platformFacet(hits: Int32Array, filters: Filters): PlatformFacet[] {
    const accepts = this.predicate(filters, { contentTypes: true, products: false });
    const productCounts = new Int32Array(this.products.length);
    const platformCounts = new Int32Array(PLATFORMS.length);
    const platformCode = this.products.map((product) => PLATFORMS.indexOf(product.platform));
    const starts = this.docProductStart;
    const ids = this.docProductIds;
    for (const rowid of hits) {
      if (!accepts(rowid)) continue;
      let platforms = 0;
      const end = starts[rowid + 1]!;
      for (let position = starts[rowid]!; position < end; position += 1) {
        const id = ids[position]!;
        productCounts[id]! += 1;
        platforms |= 1 << platformCode[id]!;
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

function countWhere(hits: Int32Array, accepts: (rowid: number) => boolean): number {
  let total = 0;
  for (const rowid of hits) if (accepts(rowid)) total += 1;
  return total;
}

function clean(text: string): string {
  return text.replace(CONTROL_MARKS, ' ');
}

function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}
