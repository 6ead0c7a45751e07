/**
 * The table suggestions are read from (GET /gateway/api/help-content/v2/suggest): page titles and
 * the h2/h3 headings of page bodies, built in memory with the search index and then only read.
 *
 * A search box asks for suggestions on every pause in typing, so they must cost far less than a
 * search: an FTS5 query with bm25 ranking over the bodies of 100,000 documents took 16 ms at the
 * 95th percentile, most of it ranking body matches the visitor never sees. Here each text is split
 * into words once; the distinct words are kept sorted, each with the ascending positions of the
 * texts holding it (one flat Int32Array). Texts are stored in rank order (most viewed, then
 * shortest first), so a query is: a binary search per query word for the range of words it begins,
 * a pass over those postings counting the query words each text holds, and a scan for the first
 * texts holding all of them. No query touches a body.
 */
import type { SearchContentType, SearchDeployment } from '../../shared/search/types';
import type { SearchDocument, SearchLanguage } from './documents';

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

export interface TitleSuggestion {
  title: string;
  url: string;
  contentType: SearchContentType;
  product?: string;
  deployment?: SearchDeployment;
}

export interface HeadingSuggestion {
  heading: string;
  /** The page url with the heading's `#id`. */
  url: string;
  /** The title of the page holding the heading. */
  title: string;
  product?: string;
  deployment?: SearchDeployment;
}

interface TextEntry {
  text: string;
  lowered: string;
  language: SearchLanguage;
  weight: number;
  /** Index into the page list. */
  page: number;
  anchor?: string;
}

interface PageEntry {
  title: string;
  url: string;
  contentType: SearchContentType;
  product?: string;
  deployment?: SearchDeployment;
}

/** Words and the ascending positions of the texts holding them, in compressed sparse rows. */
class PrefixTable {
  private readonly words: string[];
  private readonly starts: Int32Array;
  private readonly postings: Int32Array;

  constructor(
    readonly entries: readonly TextEntry[],
    private readonly languages: Uint8Array,
  ) {
    const byWord = new Map<string, number[]>();
    entries.forEach((entry, position) => {
      for (const word of new Set(suggestionWords(entry.text))) {
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

  /** Positions of the first texts (in rank order) of `language` holding a word beginning with each query word. */
  match(queryWords: readonly string[], language: number, limit: number): number[] {
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
    const wanted = queryWords.length;
    const found: number[] = [];
    for (let position = 0; position < counts.length && found.length < limit; position += 1) {
      if (counts[position] === wanted && this.languages[position] === language) found.push(position);
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

function rankOrder(a: TextEntry, b: TextEntry): number {
  return (
    b.weight - a.weight || a.text.length - b.text.length || (a.lowered < b.lowered ? -1 : a.lowered > b.lowered ? 1 : 0)
  );
}

function tableOf(entries: TextEntry[]): PrefixTable {
  entries.sort(rankOrder);
  return new PrefixTable(
    entries,
    Uint8Array.from(entries, (entry) => LANGUAGE_CODES[entry.language]),
  );
}

/**
 * Collects pages while the index is built. A page is suggested once: of a Data Center page's
 * version copies, the one at the unversioned url.
 */
export class SuggestionTableBuilder {
  private readonly pages: PageEntry[] = [];
  private readonly pageOf = new Map<string, { page: number; versioned: boolean }>();
  private readonly titles: TextEntry[] = [];
  private readonly headings: TextEntry[] = [];

  add(document: SearchDocument): void {
    const key = `${document.entryId}\u0000${document.language}`;
    const versioned = document.contentAri.includes('/version/');
    const product = document.products[0];
    const page: PageEntry = {
      title: document.title,
      url: document.url,
      contentType: document.contentType,
      ...(product ? { product: product.name, deployment: product.platform } : {}),
    };
    const known = this.pageOf.get(key);
    if (known) {
      if (known.versioned && !versioned) {
        this.pages[known.page] = page;
        this.pageOf.set(key, { page: known.page, versioned });
      }
      return;
    }
    const position = this.pages.length;
    this.pages.push(page);
    this.pageOf.set(key, { page: position, versioned });
    const weight = document.trustFactors.numViews;
    this.titles.push({
      text: document.title,
      lowered: document.title.toLowerCase(),
      language: document.language,
      weight,
      page: position,
    });
    for (const heading of document.headings ?? []) {
      this.headings.push({
        text: heading.text,
        lowered: heading.text.toLowerCase(),
        language: document.language,
        weight,
        page: position,
        anchor: heading.id,
      });
    }
  }

  build(): SuggestionTable {
    return new SuggestionTable(this.pages, tableOf(this.titles), tableOf(this.headings));
  }
}

export class SuggestionTable {
  constructor(
    private readonly pages: readonly PageEntry[],
    private readonly titles: PrefixTable,
    private readonly headings: PrefixTable,
  ) {}

  static empty(): SuggestionTable {
    return new SuggestionTableBuilder().build();
  }

  /** Up to `titleLimit` page titles and `headingLimit` headings matching `query`, best first. */
  suggest(
    query: string,
    language: SearchLanguage,
    titleLimit: number,
    headingLimit: number,
  ): { titles: TitleSuggestion[]; headings: HeadingSuggestion[] } {
    const words = suggestionWords(query).slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return { titles: [], headings: [] };
    const phrase = words.join(' ');
    const code = LANGUAGE_CODES[language];
    const titles = this.best(this.titles, words, phrase, code, titleLimit).map((entry) => this.pages[entry.page]!);
    const headings = this.best(this.headings, words, phrase, code, headingLimit).map((entry) => {
      const page = this.pages[entry.page]!;
      return {
        heading: entry.text,
        url: `${page.url}#${entry.anchor ?? ''}`,
        title: page.title,
        ...(page.product ? { product: page.product, deployment: page.deployment } : {}),
      };
    });
    return { titles: titles.map((page) => ({ ...page })), headings };
  }

  /** The first matches in rank order, those starting with the query's words moved to the front. */
  private best(table: PrefixTable, words: string[], phrase: string, language: number, limit: number): TextEntry[] {
    if (limit <= 0) return [];
    const matches = table
      .match(words, language, limit * CANDIDATES_PER_RESULT)
      .map((position) => table.entries[position]!);
    const starts = (entry: TextEntry) => (suggestionWords(entry.text).join(' ').startsWith(phrase) ? 0 : 1);
    return matches
      .map((entry, order) => ({ entry, order, start: starts(entry) }))
      .sort((a, b) => a.start - b.start || a.order - b.order)
      .slice(0, limit)
      .map(({ entry }) => entry);
  }
}
