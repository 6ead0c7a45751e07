/**
 * What results, filters and facets need of each indexed document, kept in memory by rowid: the
 * stored fields for results, and typed arrays (content type, language, publication date, products)
 * that filters and facets scan without touching SQLite. Filled while an index is built and sealed;
 * a content delta changes it in place (`place`, `drop`, `arrange`; docs/adr/029), each document
 * keeping its rowid, while searches wait (server/search/search-index.ts).
 */
import type { Platform, SearchContentType, SearchDocument, SearchLanguage, SearchProduct } from './documents';
import { pageAriOf, SEARCH_CONTENT_TYPES, versionOfAri } from './documents';
import { clean } from './shard';
import type { ProductFilter } from './search-types';
import { compareVersionsNewestFirst, versionsNewestFirst } from '../../shared/search/versions';

export interface StoredDocument {
  contentAri: string;
  contentType: SearchContentType;
  title: string;
  description: string;
  /** The description's language when it is not the document's (`SearchDocument.descriptionLanguage`). */
  descriptionLanguage?: SearchLanguage;
  url: string;
  lastPublishedAt: string | null;
  trustFactors: { helpfulCount: number; numViews: number };
  products: readonly SearchProduct[];
  /** Codes for the per-document arrays, read once the build ends. */
  type: number;
  language: number;
  published: number;
  /**
   * For a Data Center version page, what its copies in the other versions share (the entry's ari
   * and the language) and its version: a search shows the copies as one result.
   */
  versionOf?: { group: string; version: string };
}

/** A product as the facets count it: one per platform and key, named as first seen. */
export interface ProductInfo {
  platform: Platform;
  key: string;
  name: string;
}

export interface Filters {
  contentTypes: string[];
  products: ProductFilter[];
}

/** Which filters a predicate applies (each facet ignores its own). */
export interface FilterUse {
  contentTypes: boolean;
  products: boolean;
}

/** A filter over rowids; undefined accepts every document. */
export type Predicate = ((rowid: number) => boolean) | undefined;

export const CONTENT_TYPE_CODES = new Map<string, number>(SEARCH_CONTENT_TYPES.map((name, code) => [name, code]));
export const LANGUAGE_CODES: Record<SearchLanguage, number> = { en: 0, ja: 1 };
const NO_DATE = Number.NEGATIVE_INFINITY;
/** The language code of a removed document's rowid: no query's language. */
const NO_LANGUAGE = 255;

export class DocumentTable {
  /** Per-document data by rowid (slot 0 unused). */
  readonly documents: StoredDocument[] = [undefined as unknown as StoredDocument];
  docType = new Uint8Array(0);
  docLanguage = new Uint8Array(0);
  docPublished = new Float64Array(0);
  /** Product ids of document r are docProductIds[docProductStart[r] .. docProductStart[r + 1]). */
  docProductStart = new Int32Array(0);
  docProductIds: Int32Array = new Int32Array(0);
  /** Rowids from the most recently published to the least (undated last). */
  byPublished = new Int32Array(0);
  readonly products: ProductInfo[] = [];
  readonly productIds = new Map<string, number>();
  /** Languages the table holds, one bit per language code. */
  languages = 0;
  /**
   * The languages each document is found in, one bit per language code (none for a removed
   * rowid): its own and, for an English document whose page has no Japanese document, Japanese
   * too, since the Japanese site serves that page with its English text (docs/adr/049).
   */
  docSearchLanguages: Uint8Array = new Uint8Array(0);
  /** The languages every document held is found in, one bit per language code. */
  everyDocumentIn = 0;
  /** The languages some document of another language is found in, one bit per language code. */
  foundAcrossLanguages = 0;
  /** Each rowid's place in content order (-1 for a removed document): equal ranks keep content order. */
  docPosition = new Int32Array(0);
  /**
   * Each rowid's document as it was indexed (undefined once removed), and each id's rowid: a delta
   * deletes a document's shard rows with the values they were inserted with.
   */
  readonly sources: (SearchDocument | undefined)[] = [undefined];
  readonly rowids = new Map<string, number>();
  /**
   * An object replaced whenever a document is placed or dropped, even when its position stays (a
   * changed title): what is counted over the documents' texts (term frequencies, average field
   * lengths) is kept under it, so a delta is counted afresh.
   */
  texts: object = {};

  /** Documents held. */
  get count(): number {
    return this.rowids.size;
  }

  /** The highest rowid given (removed documents leave their rowids unused). */
  get lastRowid(): number {
    return this.documents.length - 1;
  }

  /** Keep what results and filters need of a document. Its rowid is its position, from 1. */
  remember(document: SearchDocument): number {
    const rowid = this.documents.length;
    this.place(rowid, document);
    return rowid;
  }

  /** Keep `document` at `rowid`: the next rowid appends, an existing one is replaced. */
  place(rowid: number, document: SearchDocument): void {
    const stored = storedOf(document);
    if (rowid === this.documents.length) {
      this.documents.push(stored);
      this.sources.push(document);
    } else {
      this.documents[rowid] = stored;
      this.sources[rowid] = document;
    }
    this.rowids.set(document.id, rowid);
    this.texts = {};
  }

  /**
   * Keep the documents of a saved index: `documents` in content order, each at its rowid in
   * `rowids`, rowids up to `lastRowid` that none holds left as removed; `arrange` follows.
   */
  restore(documents: readonly SearchDocument[], rowids: readonly number[], lastRowid: number): void {
    const removed = storedOf(REMOVED);
    for (let rowid = 1; rowid <= lastRowid; rowid += 1) {
      this.documents.push(removed);
      this.sources.push(undefined);
    }
    documents.forEach((document, position) => this.place(rowids[position]!, document));
  }

  /** Forget the document at `rowid`; `arrange` then leaves its rowid out. */
  drop(rowid: number, id: string): void {
    this.sources[rowid] = undefined;
    this.rowids.delete(id);
    this.texts = {};
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

  /** Per-document arrays and the date order, once every document is remembered in content order. */
  seal(): void {
    this.arrange(Int32Array.from({ length: this.documents.length - 1 }, (_, position) => position + 1));
  }

  /**
   * The per-document arrays of the documents in `order` (rowids in content order). A rowid not in
   * it (a removed document) has no language, so nothing finds it. Products are numbered and named
   * as first met in content order, and undated documents and equal dates keep content order, so
   * the arrays equal a full build's however rowids were given.
   */
  arrange(order: Int32Array): void {
    const size = this.documents.length;
    this.docType = new Uint8Array(size);
    this.docLanguage = new Uint8Array(size).fill(NO_LANGUAGE);
    this.docPublished = new Float64Array(size).fill(NO_DATE);
    this.docProductStart = new Int32Array(size + 1);
    this.products.length = 0;
    this.productIds.clear();
    this.languages = 0;
    this.docSearchLanguages = searchLanguagesOf(this.documents, order);
    this.everyDocumentIn = ALL_LANGUAGES;
    this.foundAcrossLanguages = 0;
    for (const rowid of order) {
      const found = this.docSearchLanguages[rowid]!;
      this.everyDocumentIn &= found;
      this.foundAcrossLanguages |= found & ~(1 << this.documents[rowid]!.language);
    }
    const position = new Int32Array(size).fill(-1);
    this.docPosition = position;
    order.forEach((rowid, index) => {
      position[rowid] = index;
    });
    const perRow: number[][] = [];
    for (const rowid of order) {
      const seen = new Set<number>();
      const ids: number[] = [];
      for (const product of this.documents[rowid]!.products) {
        const id = this.productId(product);
        if (seen.has(id)) continue;
        seen.add(id);
        ids.push(id);
      }
      perRow[rowid] = ids;
    }
    const productIds: number[] = [];
    for (let rowid = 1; rowid < size; rowid += 1) {
      this.docProductStart[rowid] = productIds.length;
      if (position[rowid] === -1) continue;
      const document = this.documents[rowid]!;
      this.docType[rowid] = document.type;
      this.docLanguage[rowid] = document.language;
      this.languages |= 1 << document.language;
      this.docPublished[rowid] = document.published;
      for (const id of perRow[rowid]!) productIds.push(id);
    }
    this.docProductStart[size] = productIds.length;
    this.docProductIds = Int32Array.from(productIds);
    const published = this.docPublished;
    this.byPublished = Int32Array.from(order).sort(
      (a, b) => published[b]! - published[a]! || position[a]! - position[b]!,
    );
  }

  /**
   * The filters over the per-document arrays, or undefined when nothing is filtered. Each wanted
   * product is looked up once; versions are checked only for Data Center filters that name some.
   */
  predicate(filters: Filters, use: FilterUse): Predicate {
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
}

export function countWhere(hits: Int32Array, accepts: Predicate): number {
  if (!accepts) return hits.length;
  let total = 0;
  for (let position = 0; position < hits.length; position += 1) if (accepts(hits[position]!)) total += 1;
  return total;
}

/** Every language code's bit: what no document at all is found in. */
const ALL_LANGUAGES = (1 << Object.keys(LANGUAGE_CODES).length) - 1;

/**
 * Each rowid's languages of search (`DocumentTable.docSearchLanguages`) for the documents of
 * `order`. An English document stands in for its page exactly while no document of the page is
 * Japanese; a page is its content ari without the version, as the results count its version
 * copies as one (`collapseVersions`), so a page translated in one version is not found in English
 * through another.
 */
function searchLanguagesOf(documents: readonly StoredDocument[], order: Int32Array): Uint8Array {
  const translated = new Set<string>();
  for (const rowid of order) {
    const document = documents[rowid]!;
    if (document.language === LANGUAGE_CODES.ja) translated.add(pageAriOf(document.contentAri));
  }
  const languages = new Uint8Array(documents.length);
  for (const rowid of order) {
    const document = documents[rowid]!;
    const fallback = document.language === LANGUAGE_CODES.en && !translated.has(pageAriOf(document.contentAri));
    languages[rowid] = (1 << document.language) | (fallback ? 1 << LANGUAGE_CODES.ja : 0);
  }
  return languages;
}

/** What a rowid no document holds keeps: nothing any query finds, once `arrange` has left it out. */
const REMOVED: SearchDocument = {
  id: '',
  contentAri: '',
  entryId: '',
  contentType: 'topic',
  language: 'en',
  title: '',
  description: '',
  body: '',
  url: '',
  products: [],
  deployment: 'cloud',
  lastPublishedAt: null,
  trustFactors: { helpfulCount: 0, numViews: 0 },
};

/** What results and filters need of a document. */
function storedOf(document: SearchDocument): StoredDocument {
  const published = document.lastPublishedAt ? Date.parse(document.lastPublishedAt) : NaN;
  return {
    contentAri: document.contentAri,
    contentType: document.contentType,
    title: clean(document.title),
    description: clean(document.description),
    ...(document.descriptionLanguage === undefined ? {} : { descriptionLanguage: document.descriptionLanguage }),
    url: document.url,
    lastPublishedAt: document.lastPublishedAt,
    trustFactors: { ...document.trustFactors },
    products: document.products.map((product) => ({ ...product, versions: [...product.versions] })),
    type: CONTENT_TYPE_CODES.get(document.contentType) ?? 0,
    language: LANGUAGE_CODES[document.language] ?? 0,
    published: Number.isNaN(published) ? NO_DATE : published,
    ...versionOf(document),
  };
}

function versionOf(document: SearchDocument): Pick<StoredDocument, 'versionOf'> {
  const version = versionOfAri(document.contentAri);
  if (version === undefined) return {};
  return { versionOf: { group: `${pageAriOf(document.contentAri)}#${document.language}`, version } };
}

/** The hits a search shows: the accepted ones, a page's version copies as one. */
export interface Collapsed {
  /** Accepts the shown hits: each unversioned accepted hit and, of each page's version copies, the newest accepted. */
  accepts: (rowid: number) => boolean;
  total: number;
  /** The accepted versions of each shown copy's page, newest first, by the shown copy's rowid. */
  versions: Map<number, string[]>;
}

/**
 * The copies of a Data Center page in several versions have the same text, so they match alike;
 * shown apart they repeat one result per version. Kept as one, the newest accepted version stands
 * for the page (with a version filter, the chosen one), listing the accepted versions.
 */
export function collapseVersions(table: DocumentTable, hits: Int32Array, accepts: Predicate): Collapsed {
  const shown = new Uint8Array(table.documents.length);
  const groups = new Map<string, { rowid: number; version: string; versions: string[] }>();
  let total = 0;
  for (let position = 0; position < hits.length; position += 1) {
    const rowid = hits[position]!;
    if (accepts && !accepts(rowid)) continue;
    const copy = table.documents[rowid]!.versionOf;
    if (!copy) {
      shown[rowid] = 1;
      total += 1;
      continue;
    }
    const group = groups.get(copy.group);
    if (!group) {
      groups.set(copy.group, { rowid, version: copy.version, versions: [copy.version] });
      shown[rowid] = 1;
      total += 1;
      continue;
    }
    group.versions.push(copy.version);
    if (compareVersionsNewestFirst(copy.version, group.version) < 0) {
      shown[group.rowid] = 0;
      shown[rowid] = 1;
      group.rowid = rowid;
      group.version = copy.version;
    }
  }
  const versions = new Map<number, string[]>();
  for (const group of groups.values()) {
    if (group.versions.length > 1) versions.set(group.rowid, versionsNewestFirst(group.versions));
  }
  return { accepts: (rowid) => shown[rowid] === 1, total, versions };
}
