/**
 * The table suggestions are read from (GET /gateway/api/help-content/v2/suggest): page titles and
 * the h2/h3 headings of page bodies, built in memory with the search index; a content delta
 * replaces the pages it reached without rebuilding the rest (`update`, docs/adr/029).
 *
 * A search box asks for suggestions on every pause in typing, so they must cost far less than a
 * search: an FTS5 query with bm25 ranking over the bodies of 100,000 documents took 16 ms at the
 * 95th percentile, most of it ranking body matches the visitor never sees. Here each text is split
 * into words once; the distinct words are kept sorted, each with the ascending positions of the
 * texts holding it (one flat Int32Array). Texts are stored in rank order (most viewed, then
 * shortest first), so a query is: a binary search per query word for the range of words it begins,
 * a pass over those postings counting the query words each text holds, and a scan for the first
 * texts holding all of them. No query touches a body.
 *
 * A delta marks the texts of the pages it changed as removed in that table (the base) and puts
 * their new texts in a small second table (the overlay); a query takes the first matches of each
 * in rank order and merges them. Equal ranks keep content order (the place of the page's first
 * document), so the merged answer is the one a table built from scratch gives. Once the overlay
 * grows past a share of the base, both are merged into a new base, from the words already split.
 *
 * A product-restricted search box asks within a scope (a product in a deployment, and a Data
 * Center version): each page knows the scopes its documents are in, as the results page's product
 * filter reads them, and the scan for the first texts holding the query's words passes over those
 * of pages outside the scope, so the suggestions are the best of the product, never a short list
 * cut from the best of all. Within a version, a page links its copy in that version.
 */
import type { SearchContentType, SearchDeployment } from '../../shared/search/types';
import type { HeadingSuggestion, PageSuggestion, SuggestionScope } from '../../shared/search/suggestions';
import { SITE_LOCALES, versionOfAri, type SearchDocument, type SearchLanguage } from './documents';
import { withLocale } from '../../shared/links/locale';
import { compareVersionsNewestFirst } from '../../shared/search/versions';

/** Query words beyond this many are ignored: a suggestion is for the start of a query. */
const MAX_QUERY_WORDS = 8;
/** Texts read in rank order before the final ordering, per suggestion wanted. */
const CANDIDATES_PER_RESULT = 8;

const CJK = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]/u;
const WORD = /[\p{L}\p{N}]+/gu;
const japaneseWords = new Intl.Segmenter('ja', { granularity: 'word' });

/** The words of a text, lower-cased and normalised; Japanese text is segmented by ICU's dictionary. */
export function suggestionWords(text: string): string[] {
  const normalised = text.normalize('NFKC').toLowerCase();
  if (!CJK.test(normalised)) return normalised.match(WORD) ?? [];
  const words: string[] = [];
  for (const segment of japaneseWords.segment(normalised)) {
    if (segment.isWordLike) words.push(...(segment.segment.match(WORD) ?? []));
  }
  return words;
}

/** A matching page as the table gives it: the response's, and its content type for ordering. */
export interface TitleSuggestion extends PageSuggestion {
  contentType: SearchContentType;
}

export type { HeadingSuggestion };

interface PageEntry {
  title: string;
  url: string;
  contentType: SearchContentType;
  product?: string;
  deployment?: SearchDeployment;
}

/** Before and after each key of a page's scopes. */
const SCOPE_MARK = '\u0001';

/**
 * A scope as a key: `{deployment}\0{product}` for a product in a deployment, with `\0{version}`
 * for a Data Center version of it.
 */
export function scopeKey(scope: SuggestionScope): string {
  const product = `${scope.deployment}\u0000${scope.product}`;
  return scope.version === undefined ? product : `${product}\u0000${scope.version}`;
}

/** The suggestions of one page (an entry in a language): its title and headings, and where it stands. */
interface PageGroup {
  key: string;
  entryId: string;
  language: SearchLanguage;
  /**
   * Of a Data Center page's version copies, the one at the unversioned url once met, else the
   * newest version's, as the results page shows a page's copies by their newest.
   */
  page: PageEntry;
  /** The Data Center version of `page`; undefined for a page at an unversioned url. */
  version: string | undefined;
  /**
   * The scopes (`scopeKey`) the page's documents are in, as the results page's product filter
   * finds them: each product of each copy, and each Data Center version that product lists. Kept
   * as one string, each key between two SCOPE_MARKs, one string for all pages in the same scopes:
   * an array or a map a page took a tenth more memory at 100,000 pages.
   */
  scopes: string;
  /**
   * The Data Center versions (by scope key) whose suggestions link a copy of their own rather than
   * `page`: a page's versioned copies. A copy listing several versions (a KB article) is `page`.
   */
  copies?: Map<string, PageEntry>;
  /** The rowid (or sequence number) of the page's first document, whose content position breaks rank ties. */
  first: number;
  titles: TextEntry[];
  headings: TextEntry[];
}

interface TextEntry {
  text: string;
  lowered: string;
  language: SearchLanguage;
  weight: number;
  group: PageGroup;
  /** Its place among the page's texts of its kind. */
  order: number;
  anchor?: string;
  /** Its distinct words, split once. */
  words: readonly string[];
}

/** Content positions by rowid; a table built without them orders by the sequence numbers themselves. */
type Positions = Int32Array | undefined;

/** Rank order: most viewed, then shortest, then by lower-cased text, then content order. */
function comparator(positions: Positions): (a: TextEntry, b: TextEntry) => number {
  const position = (entry: TextEntry) => (positions ? positions[entry.group.first]! : entry.group.first);
  return (a, b) =>
    b.weight - a.weight ||
    a.text.length - b.text.length ||
    (a.lowered < b.lowered ? -1 : a.lowered > b.lowered ? 1 : 0) ||
    position(a) - position(b) ||
    a.order - b.order;
}

/** Words and the ascending positions of the texts holding them, in compressed sparse rows. */
class PrefixTable {
  private readonly words: string[];
  private readonly starts: Int32Array;
  private readonly postings: Int32Array;
  readonly languages: Uint8Array;

  /** `entries` in rank order. */
  constructor(readonly entries: readonly TextEntry[]) {
    this.languages = Uint8Array.from(entries, (entry) => LANGUAGE_CODES[entry.language]);
    const byWord = new Map<string, number[]>();
    // Each entry's words become the table's own strings: split from every text, the same word is a
    // string of its own in each, and tens of thousands of texts share a few thousand words.
    const canonical = new Map<string, string>();
    entries.forEach((entry, position) => {
      entry.words = entry.words.map((word) => {
        const known = canonical.get(word);
        if (known !== undefined) return known;
        canonical.set(word, word);
        return word;
      });
      for (const word of entry.words) {
        const list = byWord.get(word);
        if (list) list.push(position);
        else byWord.set(word, [position]);
      }
    });
    this.words = [...byWord.keys()].sort();
    this.starts = new Int32Array(this.words.length + 1);
    let total = 0;
    for (const [i, word] of this.words.entries()) {
      this.starts[i] = total;
      total += byWord.get(word)!.length;
    }
    this.starts[this.words.length] = total;
    this.postings = new Int32Array(total);
    for (const [i, word] of this.words.entries()) this.postings.set(byWord.get(word)!, this.starts[i]);
  }

  /**
   * Positions of the first texts (in rank order) of `language` holding a word beginning with each
   * query word, leaving out those `removed` marks and, with `wanted`, those it refuses.
   */
  match(
    queryWords: readonly string[],
    language: number,
    limit: number,
    removed?: Uint8Array,
    wanted?: (entry: TextEntry) => boolean,
  ): number[] {
    const counts = new Uint8Array(this.entries.length);
    for (const [i, word] of queryWords.entries()) {
      const first = this.lowerBound(word);
      let matched = false;
      for (let w = first; w < this.words.length && this.words[w]!.startsWith(word); w += 1) {
        matched = true;
        for (let p = this.starts[w]!; p < this.starts[w + 1]!; p += 1) {
          const position = this.postings[p]!;
          if (counts[position] === i) counts[position] = i + 1;
        }
      }
      if (!matched) return [];
    }
    const found: number[] = [];
    for (let position = 0; position < counts.length && found.length < limit; position += 1) {
      if (
        counts[position] === queryWords.length &&
        this.languages[position] === language &&
        removed?.[position] !== 1 &&
        (!wanted || wanted(this.entries[position]!))
      ) {
        found.push(position);
      }
    }
    return found;
  }

  private lowerBound(word: string): number {
    let low = 0;
    let high = this.words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.words[middle]! < word) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

const LANGUAGE_CODES: Record<SearchLanguage, number> = { en: 0, ja: 1 };

/**
 * A copy of a page's suggestion for a search in `language`: a page in another language stands in
 * for an untranslated one, so it links that language's site and says its own language.
 */
function suggestionOf(page: PageEntry, own: SearchLanguage, language: SearchLanguage): TitleSuggestion {
  if (own === language) return { ...page };
  return { ...page, url: withLocale(page.url, SITE_LOCALES[language]), language: own };
}

/** The page key of a document: an entry in a language. */
export function pageKey(document: Pick<SearchDocument, 'entryId' | 'language'>): string {
  return `${document.entryId}\u0000${document.language}`;
}

function textEntry(
  text: string,
  language: SearchLanguage,
  weight: number,
  group: PageGroup,
  order: number,
  anchor?: string,
): TextEntry {
  return {
    text,
    lowered: text.toLowerCase(),
    language,
    weight,
    group,
    order,
    ...(anchor === undefined ? {} : { anchor }),
    words: [...new Set(suggestionWords(text))],
  };
}

/**
 * Collects pages from documents in content order. A page is suggested once: of a Data Center
 * page's version copies, the one at the unversioned url, else the newest version's.
 */
export class SuggestionTableBuilder {
  private readonly groups = new Map<string, PageGroup>();
  private sequence = 0;
  /** One string for the scopes of all pages in the same scopes. */
  private readonly scopeStrings = new Map<string, string>();

  /** Add a document; `first` is its rowid (a sequence number by default), its place in content order. */
  add(document: SearchDocument, first = (this.sequence += 1)): void {
    const key = pageKey(document);
    const version = versionOfAri(document.contentAri);
    const versioned = version !== undefined;
    const product = document.products[0];
    const page: PageEntry = {
      title: document.title,
      url: document.url,
      contentType: document.contentType,
      ...(product ? { product: product.name, deployment: product.platform } : {}),
    };
    const known = this.groups.get(key);
    if (known) {
      if (
        known.version !== undefined &&
        (version === undefined || compareVersionsNewestFirst(version, known.version) < 0)
      ) {
        known.page = page;
        known.version = version;
      }
      this.addScopes(known, document, page, versioned);
      return;
    }
    const group: PageGroup = {
      key,
      entryId: document.entryId,
      language: document.language,
      page,
      version,
      first,
      titles: [],
      headings: [],
      scopes: this.intern(SCOPE_MARK),
    };
    this.addScopes(group, document, page, versioned);
    const weight = document.trustFactors.numViews;
    group.titles.push(textEntry(document.title, document.language, weight, group, 0));
    (document.headings ?? []).forEach((heading, order) => {
      group.headings.push(textEntry(heading.text, document.language, weight, group, order, heading.id));
    });
    this.groups.set(key, group);
  }

  /** The scopes of a copy of the group's page: its products, and the versions each lists. */
  private addScopes(group: PageGroup, document: SearchDocument, page: PageEntry, versioned: boolean): void {
    for (const product of document.products) {
      const scope = { product: product.key, deployment: product.platform };
      this.addScope(group, scopeKey(scope));
      if (product.platform !== 'data_center') continue;
      for (const version of product.versions) {
        const versionKey = scopeKey({ ...scope, version });
        this.addScope(group, versionKey);
        if (versioned) (group.copies ??= new Map()).set(versionKey, page);
      }
    }
  }

  private addScope(group: PageGroup, key: string): void {
    if (!group.scopes.includes(`${SCOPE_MARK}${key}${SCOPE_MARK}`)) {
      group.scopes = this.intern(`${group.scopes}${key}${SCOPE_MARK}`);
    }
  }

  private intern(scopes: string): string {
    const known = this.scopeStrings.get(scopes);
    if (known !== undefined) return known;
    this.scopeStrings.set(scopes, scopes);
    return scopes;
  }

  /** The pages collected, by key. */
  pages(): Map<string, PageGroup> {
    return this.groups;
  }

  /** The table; `positions` gives each rowid's content position (by default the sequence numbers are). */
  build(positions?: Int32Array): SuggestionTable {
    return SuggestionTable.of([...this.groups.values()], positions);
  }
}

/** The texts of one kind (titles or headings): a base table with removals, and an overlay. */
class TextIndex {
  constructor(
    readonly base: PrefixTable,
    readonly removed: Uint8Array,
    readonly overlay: PrefixTable,
  ) {}

  static of(entries: TextEntry[], positions: Positions): TextIndex {
    entries.sort(comparator(positions));
    const base = new PrefixTable(entries);
    return new TextIndex(base, new Uint8Array(entries.length), new PrefixTable([]));
  }

  /** The first `limit` matches in rank order, of the base and the overlay merged. */
  match(
    words: readonly string[],
    language: number,
    limit: number,
    positions: Positions,
    wanted?: (entry: TextEntry) => boolean,
  ): TextEntry[] {
    const fromBase = this.base.match(words, language, limit, this.removed, wanted).map((p) => this.base.entries[p]!);
    if (this.overlay.entries.length === 0) return fromBase;
    const fromOverlay = this.overlay
      .match(words, language, limit, undefined, wanted)
      .map((p) => this.overlay.entries[p]!);
    const order = comparator(positions);
    const merged: TextEntry[] = [];
    let a = 0;
    let b = 0;
    while (merged.length < limit && (a < fromBase.length || b < fromOverlay.length)) {
      if (b >= fromOverlay.length || (a < fromBase.length && order(fromBase[a]!, fromOverlay[b]!) <= 0)) {
        merged.push(fromBase[a]!);
        a += 1;
      } else {
        merged.push(fromOverlay[b]!);
        b += 1;
      }
    }
    return merged;
  }
}

/** Once the overlay holds more texts than this share of the base (or the minimum), the two are merged. */
const OVERLAY_SHARE = 0.05;
const OVERLAY_MINIMUM = 512;

export class SuggestionTable {
  /** The entries with a Japanese page: their English pages are not suggested in Japanese. */
  private readonly translated = new Set<string>();
  /** The scopes (`scopeKey`) some page is in. */
  private readonly scopes = new Set<string>();

  private constructor(
    /** Where each page's texts are: in the base (by position) or in the overlay. */
    private readonly basePages: ReadonlyMap<string, { group: PageGroup; titles: number[]; headings: number[] }>,
    private readonly overlayPages: ReadonlyMap<string, PageGroup>,
    private readonly titles: TextIndex,
    private readonly headings: TextIndex,
    private readonly positions: Positions,
  ) {
    const seen = new Set<string>();
    const live = (group: PageGroup) => {
      if (group.language === 'ja') this.translated.add(group.entryId);
      if (seen.has(group.scopes)) return;
      seen.add(group.scopes);
      for (const scope of group.scopes.split(SCOPE_MARK)) if (scope !== '') this.scopes.add(scope);
    };
    // Every page has one title: a base page is live while its title is not marked removed.
    for (const { group, titles: own } of basePages.values()) if (titles.removed[own[0]!] !== 1) live(group);
    for (const group of overlayPages.values()) live(group);
  }

  /** Whether some page is in `scope`: a product in a deployment, or a version of it. */
  holds(scope: SuggestionScope): boolean {
    return this.scopes.has(scopeKey(scope));
  }

  /** A table of `groups` (each page's texts) with content positions by rowid. */
  static of(groups: readonly PageGroup[], positions: Positions): SuggestionTable {
    const titles = TextIndex.of(
      groups.flatMap((group) => group.titles),
      positions,
    );
    const headings = TextIndex.of(
      groups.flatMap((group) => group.headings),
      positions,
    );
    const basePages = new Map<string, { group: PageGroup; titles: number[]; headings: number[] }>();
    for (const group of groups) basePages.set(group.key, { group, titles: [], headings: [] });
    titles.base.entries.forEach((entry, position) => basePages.get(entry.group.key)!.titles.push(position));
    headings.base.entries.forEach((entry, position) => basePages.get(entry.group.key)!.headings.push(position));
    return new SuggestionTable(basePages, new Map(), titles, headings, positions);
  }

  static empty(): SuggestionTable {
    return new SuggestionTableBuilder().build();
  }

  /**
   * The table after a delta: each page of `changed` gets its new texts (from a builder fed the
   * page's documents in content order), or none when it is absent from `pages`; `positions` are the
   * content positions by rowid after the delta. This table is left as it was, so it can be swapped.
   */
  update(changed: Iterable<string>, pages: ReadonlyMap<string, PageGroup>, positions: Int32Array): SuggestionTable {
    const titlesRemoved = this.titles.removed.slice();
    const headingsRemoved = this.headings.removed.slice();
    const overlayPages = new Map(this.overlayPages);
    for (const key of changed) {
      const inBase = this.basePages.get(key);
      if (inBase) {
        for (const position of inBase.titles) titlesRemoved[position] = 1;
        for (const position of inBase.headings) headingsRemoved[position] = 1;
      }
      const group = pages.get(key);
      if (group) overlayPages.set(key, group);
      else overlayPages.delete(key);
    }
    const overlay = [...overlayPages.values()];
    const overlaySize = overlay.reduce((sum, group) => sum + group.titles.length + group.headings.length, 0);
    const baseSize = this.titles.base.entries.length + this.headings.base.entries.length;
    if (overlaySize > Math.max(OVERLAY_MINIMUM, baseSize * OVERLAY_SHARE)) {
      // Every page has one title: a base page is live while its title is not marked removed.
      const live: PageGroup[] = [];
      for (const { group, titles } of this.basePages.values()) if (titlesRemoved[titles[0]!] !== 1) live.push(group);
      return SuggestionTable.of([...live, ...overlay], positions);
    }
    const order = comparator(positions);
    const titles = new TextIndex(
      this.titles.base,
      titlesRemoved,
      new PrefixTable(overlay.flatMap((group) => group.titles).sort(order)),
    );
    const headings = new TextIndex(
      this.headings.base,
      headingsRemoved,
      new PrefixTable(overlay.flatMap((group) => group.headings).sort(order)),
    );
    return new SuggestionTable(this.basePages, overlayPages, titles, headings, positions);
  }

  /**
   * Up to `titleLimit` page titles and `headingLimit` headings matching `query`, best first; with
   * `scope`, the best of the pages in it, each at its copy in the scope's version.
   */
  suggest(
    query: string,
    language: SearchLanguage,
    titleLimit: number,
    headingLimit: number,
    scope?: SuggestionScope,
  ): { titles: TitleSuggestion[]; headings: HeadingSuggestion[] } {
    const words = suggestionWords(query).slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return { titles: [], headings: [] };
    const phrase = words.join(' ');
    const key = scope && scopeKey(scope);
    const marked = `${SCOPE_MARK}${key}${SCOPE_MARK}`;
    const inScope = key === undefined ? undefined : (entry: TextEntry) => entry.group.scopes.includes(marked);
    const pageOf = (group: PageGroup) => (key === undefined ? group.page : (group.copies?.get(key) ?? group.page));
    const titles = this.inLanguage(this.titles, words, phrase, language, titleLimit, inScope).map((entry) =>
      suggestionOf(pageOf(entry.group), entry.language, language),
    );
    const headings = this.inLanguage(this.headings, words, phrase, language, headingLimit, inScope).map((entry) => {
      const page = suggestionOf(pageOf(entry.group), entry.language, language);
      return {
        heading: entry.text,
        url: `${page.url}#${entry.anchor ?? ''}`,
        title: page.title,
        ...(page.product ? { product: page.product, deployment: page.deployment } : {}),
        ...(page.language ? { language: page.language } : {}),
      };
    });
    return { titles, headings };
  }

  /**
   * The best texts of the pages a search in `language` finds, as results find them
   * (server/search/index-query.ts): the language's own and then, in Japanese, the English texts
   * of entries with no Japanese page, which the Japanese site serves in English. Only the texts
   * `inScope` accepts, when given, are read.
   */
  private inLanguage(
    table: TextIndex,
    words: string[],
    phrase: string,
    language: SearchLanguage,
    limit: number,
    inScope?: (entry: TextEntry) => boolean,
  ): TextEntry[] {
    const own = this.best(table, words, phrase, LANGUAGE_CODES[language], limit, inScope);
    if (language !== 'ja' || own.length === limit) return own;
    const untranslated = (entry: TextEntry) =>
      !this.translated.has(entry.group.entryId) && (!inScope || inScope(entry));
    return [...own, ...this.best(table, words, phrase, LANGUAGE_CODES.en, limit - own.length, untranslated)];
  }

  /** The first matches in rank order, those starting with the query's words moved to the front. */
  private best(
    table: TextIndex,
    words: string[],
    phrase: string,
    language: number,
    limit: number,
    wanted?: (entry: TextEntry) => boolean,
  ): TextEntry[] {
    if (limit <= 0) return [];
    const matches = table.match(words, language, limit * CANDIDATES_PER_RESULT, this.positions, wanted);
    const starts = (entry: TextEntry) => (suggestionWords(entry.text).join(' ').startsWith(phrase) ? 0 : 1);
    return matches
      .map((entry, order) => ({ entry, order, start: starts(entry) }))
      .sort((a, b) => a.start - b.start || a.order - b.order)
      .slice(0, limit)
      .map(({ entry }) => entry);
  }
}
