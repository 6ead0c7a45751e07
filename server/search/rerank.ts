/**
 * A second look at the best rows of a relevance search (docs/adr/041, addendum on ranking). bm25
 * scores each query word on its own, so a long page holding every word somewhere can outrank the
 * page a reader needs. The best `RERANK_WINDOW` rows by bm25 are scored again by what bm25 cannot
 * see, each a multiplier of the bm25 score:
 *
 * - title coverage: the share of the query's terms in the title;
 * - proximity: the share of neighbouring query terms that sit within `NEAR_DISTANCE` words of each
 *   other in one field of the page (a quoted phrase or an identifier counts as one term);
 * - definition: the terms together in one heading, definition term or table header, weighed by the
 *   heading's level (a section's h2 above a sub-section's h3).
 *
 * To the multiplied score is added a BM25F score of the short fields (title, section headings,
 * sub-section headings, defined terms): each term found in a field counts the field's weight,
 * divided by that field's length against its average over the index, and the sum is saturated and
 * weighed by the term's rarity as bm25 does. FTS5's bm25 normalises by the length of the whole row,
 * so a long reference page's title or heading counted for little beside a short page holding a
 * query word in its body; and title coverage counts a common word as much as a rare one.
 *
 * Title, definition and the short fields are matched in a scratch FTS5 table holding just the
 * window's rows (`WindowScorer`), with the shard's tokenizer: the same words match, stemmed the
 * same way, at a cost that grows with the window, not with the index. Proximity reads the body,
 * which the index does not keep, so each pair is one FTS5 query over the whole index; so is each
 * term's rarity, which counts its matches.
 */
import Database from 'better-sqlite3';
import type { SearchDocument } from './documents';
import type { ParsedQuery, QueryTerm } from './query';
import { camelCasePhrases, namesDefinedBy, termExpressions, termPhrase, wordsOf } from './query';
import type { PagedRow } from './shard';
import { indexedText } from './cjk-text';
import { TOKENIZER } from './shard-schema';

/** How many of the best bm25 rows are scored again; a page beyond it keeps the bm25 order. */
export const RERANK_WINDOW = 50;
/** A page with every query term in its title scores 1 + this times its bm25 score. */
export const TITLE_WEIGHT = 2;
/** A page with every neighbouring pair of terms side by side scores 1 + this times its bm25 score. */
export const PROXIMITY_WEIGHT = 1;
/** Words between two query terms that still count as side by side ("join two paths" for "join paths"). */
export const NEAR_DISTANCE = 2;
/**
 * A page with the terms together in a section heading (h2) or a defined term scores 1 + this times
 * its bm25 score; in a sub-section heading (h3), 1 + this times `SUBHEADING_SHARE`.
 */
export const DEFINITION_WEIGHT = 0.5;
/** What a sub-section heading (h3) counts of a section heading: it names a narrower part of the page. */
export const SUBHEADING_SHARE = 0.5;
/**
 * A page defining every name the query writes as code (a definition term naming it) has its whole
 * score, bm25 and short fields, multiplied by 1 + this: the reader who types `__slots__` or
 * `asyncio.gather` wants its definition, not a page that uses it. Pages defining the same names
 * keep their order among themselves.
 */
export const DEFINES_WEIGHT = 1;
/**
 * What the whole score of a release-notes page (`isReleaseNotes`) counts, unless the query asks
 * about releases (`asksAboutReleases`): such a page names every feature, module and option changed
 * in a release, each in a sentence, so it matches almost any question, yet the page about the
 * topic is what the reader needs.
 */
export const RELEASE_NOTES_SHARE = 0.5;
/** Titles of release notes, changelogs and version histories, in the words documentation sets use. */
const RELEASE_NOTES_TITLE =
  /\b(?:what['’]?s new|release notes?|change ?logs?|changes in (?:version|release)|(?:release|version|revision) history)\b/iu;
/** Query words that ask about releases themselves, or a version number ("3.10", "v2"). */
const RELEASE_WORDS =
  /^(?:new|release[sd]?|changelogs?|changes?|changed|versions?|history|upgrad\w*|migrat\w*|\d+|v\d+)$/u;

/** Whether a page's title names it as release notes, a changelog or a version history. */
export function isReleaseNotes(title: string): boolean {
  return RELEASE_NOTES_TITLE.test(title.normalize('NFKC'));
}

/** Whether a query asks about releases, so release notes are what it is after. */
export function asksAboutReleases(query: ParsedQuery): boolean {
  return query.terms.some((term) =>
    (term.kind === 'word' || term.kind === 'compound' ? [term.text] : term.words).some((word) =>
      RELEASE_WORDS.test(word),
    ),
  );
}

/** Only the first terms of a long query are looked at, which bounds the queries a search makes. */
export const MAX_FEATURE_TERMS = 8;

/** The short fields scored by BM25F, in the window's table's column order. */
export const SHORT_FIELDS = ['title', 'headings', 'subheadings', 'terms'] as const;
export type ShortField = (typeof SHORT_FIELDS)[number];
/** Words in each short field of a page, or their average over the index. */
export type FieldLengths = Record<ShortField, number>;

/**
 * What one occurrence in each short field counts, before length normalisation: a title names the
 * whole page, a section heading more of it than a sub-section heading or a defined term.
 */
export const FIELD_WEIGHTS: Readonly<FieldLengths> = { title: 3, headings: 1.5, subheadings: 1, terms: 1 };
/** bm25's saturation and length normalisation, the values FTS5's bm25 uses. */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;
/**
 * What the short fields' BM25F score counts against the bm25 score of the whole row. Each score is
 * a sum over the terms of rarity times saturated frequency, so they share a scale.
 */
export const FIELD_SCORE_WEIGHT = 2;

/** The FTS5 expressions whose matches are the features of a query. */
export interface FeatureExpressions {
  /** Each pair of neighbouring terms near each other (matched over the whole index). */
  pairs: string[];
  /** The terms together in one section heading or defined term (matched in the window's table). */
  definition: string;
  /** The terms together in one sub-section heading (matched in the window's table). */
  subheading: string;
  /** Each term on its own, for its document frequency over the whole index. */
  terms: string[];
  /** Each term in each short field (matched in the window's table); the title's give title coverage. */
  fields: Record<ShortField, string[]>;
  /**
   * Each term searched with the other words documentation uses for it (server/search/synonyms.ts),
   * as typed without them (matched over the whole index): a row holding only a variant holds the
   * term for less.
   */
  typed: string[];
}

/** Rows matching a feature's expression, by rowid. */
export type RowSet = (rowid: number) => boolean;

export interface Features {
  titles: RowSet[];
  pairs: RowSet[];
  definition: RowSet;
  subheading: RowSet;
  /** The short fields' BM25F score of a row (`fieldScore`), added to its multiplied bm25 score. */
  fieldScore: (rowid: number) => number;
  /** The share of the query's code names a row defines (`definedShare`); none when absent. */
  defines?: (rowid: number) => number;
  /** Whether a row is release notes the query does not ask about (`RELEASE_NOTES_SHARE`). */
  releaseNotes?: RowSet;
  /** Rows holding each term that has variants as typed (`FeatureExpressions.typed`), and the terms' count. */
  typed?: { sets: RowSet[]; terms: number };
}

const definedNames = new WeakMap<SearchDocument, ReadonlySet<string>>();

/**
 * The names a document's definition terms define (server/search/query.ts `namesDefinedBy`), kept
 * per document object as its short fields are: a reference page holds hundreds of terms.
 */
export function definedNamesOf(document: SearchDocument): ReadonlySet<string> {
  let names = definedNames.get(document);
  if (!names) definedNames.set(document, (names = new Set((document.terms ?? []).flatMap(namesDefinedBy))));
  return names;
}

/** The share of `names` that a document's definition terms define. */
export function definedShare(document: SearchDocument, names: readonly string[]): number {
  if (names.length === 0) return 0;
  const defined = definedNamesOf(document);
  return names.filter((name) => defined.has(name)).length / names.length;
}

/** A term as typed, without the other words documentation uses for it. */
function withoutVariants(term: QueryTerm): QueryTerm {
  return term.kind === 'word' ? { kind: 'word', text: term.text } : term;
}

export function featureExpressions(query: ParsedQuery, completions: readonly string[] = []): FeatureExpressions {
  const terms = query.terms.slice(0, MAX_FEATURE_TERMS);
  const expressions = termExpressions({ terms, openEnded: query.openEnded }, completions);
  const asTyped = termExpressions({ terms: terms.map(withoutVariants), openEnded: query.openEnded }, completions);
  const phrases = terms.map(termPhrase);
  const pairs = phrases.slice(1).map((phrase, index) => `NEAR(${phrases[index]} ${phrase}, ${NEAR_DISTANCE})`);
  // NEAR matches inside one column only, so the terms must share one heading or term block.
  const together =
    phrases.length > 1 ? `NEAR(${phrases.join(' ')}, ${phrases.length + NEAR_DISTANCE})` : `(${expressions[0]})`;
  return {
    pairs,
    definition: `{headings terms} : ${together}`,
    subheading: `{subheadings} : ${together}`,
    terms: expressions,
    fields: Object.fromEntries(
      SHORT_FIELDS.map((field) => [field, expressions.map((expression) => `{${field}} : (${expression})`)]),
    ) as Record<ShortField, string[]>,
    typed: terms.flatMap((term, index) => (term.kind === 'word' && term.variants ? [asTyped[index]!] : [])),
  };
}

/** bm25's rarity of a term found in `containing` of `total` documents, as FTS5 computes it. */
export function inverseFrequency(total: number, containing: number): number {
  return Math.max(1e-6, Math.log((total - containing + 0.5) / (containing + 0.5)));
}

/**
 * The BM25F score of a page's short fields. `found[field][term]` tells whether the term is in the
 * field; a field's weight is divided by its length against the index's average, summed over the
 * fields holding the term, saturated by `BM25_K1` and weighed by the term's rarity (`rarities`).
 */
export function fieldScore(
  rowid: number,
  lengths: Readonly<FieldLengths>,
  averages: Readonly<FieldLengths>,
  found: Readonly<Record<ShortField, RowSet[]>>,
  rarities: readonly number[],
): number {
  let score = 0;
  rarities.forEach((rarity, term) => {
    let frequency = 0;
    for (const field of SHORT_FIELDS) {
      if (!found[field][term]?.(rowid)) continue;
      // An empty field on average (no page has one) leaves the occurrence unnormalised.
      const relative = averages[field] > 0 ? lengths[field] / averages[field] : 1;
      frequency += FIELD_WEIGHTS[field] / (1 - BM25_B + BM25_B * relative);
    }
    score += (rarity * frequency * (BM25_K1 + 1)) / (frequency + BM25_K1);
  });
  return score;
}

/** The multiplier of a row's bm25 score. */
export function featureFactor(rowid: number, features: Features): number {
  const share = (sets: RowSet[]): number =>
    sets.length === 0 ? 0 : sets.filter((has) => has(rowid)).length / sets.length;
  const definition = features.definition(rowid) ? 1 : features.subheading(rowid) ? SUBHEADING_SHARE : 0;
  return (
    (1 + TITLE_WEIGHT * share(features.titles)) *
    (1 + PROXIMITY_WEIGHT * share(features.pairs)) *
    (1 + DEFINITION_WEIGHT * definition)
  );
}

/** What a query term found only through a variant (server/search/synonyms.ts) counts of the typed word. */
export const VARIANT_WEIGHT = 0.5;

/**
 * The multiplier of a row holding some terms only through their variants: each such term's share
 * of the query's terms counts `VARIANT_WEIGHT` of itself, as if every term weighed the same.
 */
export function variantFactor(rowid: number, features: Features): number {
  if (!features.typed || features.typed.terms === 0) return 1;
  const missing = features.typed.sets.filter((has) => !has(rowid)).length;
  return 1 - ((1 - VARIANT_WEIGHT) * missing) / features.typed.terms;
}

/**
 * The rows with the first `RERANK_WINDOW` scored again and sorted, each ranking pass (tier) kept in
 * its place. FTS5 ranks are negative bm25 scores (lower is better), so a factor above 1 moves a row
 * up, and the short fields' score is subtracted.
 */
export function rerank(rows: readonly PagedRow[], features: Features): PagedRow[] {
  const window = rows
    .slice(0, RERANK_WINDOW)
    .map(([rowid, rank, highlighted, pass]): PagedRow => [
      rowid,
      (rank * featureFactor(rowid, features) - FIELD_SCORE_WEIGHT * features.fieldScore(rowid)) *
        (1 + DEFINES_WEIGHT * (features.defines?.(rowid) ?? 0)) *
        (features.releaseNotes?.(rowid) ? RELEASE_NOTES_SHARE : 1) *
        variantFactor(rowid, features),
      highlighted,
      pass,
    ]);
  // A stable sort keeps equal scores (identical version copies) in the order they came in.
  window.sort((a, b) => a[3] - b[3] || a[1] - b[1]);
  return [...window, ...rows.slice(RERANK_WINDOW)];
}

/** The short fields of a page the window's table holds, one item a line. */
export interface WindowText {
  title: string;
  /** Section (h2) headings. */
  headings: string;
  /** Sub-section (h3) headings. */
  subheadings: string;
  /** Defined terms and table headers, then the parts of the CamelCase names in title, headings and terms. */
  terms: string;
  /** Words in each field. */
  lengths: FieldLengths;
}

const windowTexts = new WeakMap<SearchDocument, WindowText>();
const fieldLengths = new WeakMap<SearchDocument, FieldLengths>();
const averageLengths = new WeakMap<object, FieldLengths>();

/** Words in a document's short fields, as the window's table holds them; kept per document object. */
export function fieldLengthsOf(document: SearchDocument): FieldLengths {
  let lengths = fieldLengths.get(document);
  if (lengths) return lengths;
  const text = windowTexts.get(document);
  if (text) return text.lengths;
  lengths = { title: wordsOf(document.title).length, headings: 0, subheadings: 0, terms: 0 };
  for (const heading of document.headings ?? [])
    lengths[heading.level === 3 ? 'subheadings' : 'headings'] += wordsOf(heading.text).length;
  const terms = document.terms ?? [];
  for (const term of terms) lengths.terms += wordsOf(term).length;
  for (const phrase of camelCasePhrases(
    [document.title, ...(document.headings ?? []).map((heading) => heading.text), ...terms].join('\n'),
  ))
    lengths.terms += wordsOf(phrase).length;
  fieldLengths.set(document, lengths);
  return lengths;
}

/**
 * The average length of each short field over the documents of an index. Kept under `version`, an
 * object the index replaces whenever a document changes (the document table's `texts`), so a
 * content delta is counted at the next search, a changed title too; each document's lengths are
 * kept with it, so counting again is one sum.
 */
export function averageFieldLengths(documents: readonly (SearchDocument | undefined)[], version: object): FieldLengths {
  let averages = averageLengths.get(version);
  if (averages) return averages;
  averages = { title: 0, headings: 0, subheadings: 0, terms: 0 };
  let count = 0;
  for (const document of documents) {
    if (!document) continue;
    count += 1;
    const lengths = fieldLengthsOf(document);
    for (const field of SHORT_FIELDS) averages[field] += lengths[field];
  }
  for (const field of SHORT_FIELDS) averages[field] /= Math.max(1, count);
  averageLengths.set(version, averages);
  return averages;
}

/**
 * A document's short fields, split by heading level. Kept per document object, so a page found
 * again is not split again; a content delta replaces the object, and its old text is collected.
 */
export function windowTextOf(document: SearchDocument): WindowText {
  let text = windowTexts.get(document);
  if (text) return text;
  const headings = document.headings ?? [];
  const terms = document.terms ?? [];
  const parts = camelCasePhrases([document.title, ...headings.map((heading) => heading.text), ...terms].join('\n'));
  const atLevel = (sub: boolean): string =>
    headings
      .filter((heading) => (heading.level === 3) === sub)
      .map((heading) => heading.text)
      .join('\n');
  // As the shards index them: CJK letters as bigrams (server/search/cjk-text.ts).
  text = {
    title: indexedText(document.title),
    headings: indexedText(atLevel(false)),
    subheadings: indexedText(atLevel(true)),
    terms: indexedText([...terms, ...parts].join('\n')),
    lengths: fieldLengthsOf(document),
  };
  windowTexts.set(document, text);
  return text;
}

/**
 * Matches feature expressions among a window's rows only: the rows' short fields go into a scratch
 * FTS5 table inside a transaction that is rolled back once the features are read, so the table is
 * empty between searches and never grows. One per index, used by one search at a time (the calls
 * are synchronous).
 */
export class WindowScorer {
  private readonly db = new Database(':memory:');
  private readonly insert: Database.Statement<[number, string, string, string, string]>;
  private readonly matching: Database.Statement<[string], number>;

  constructor() {
    this.db.exec(
      `CREATE VIRTUAL TABLE candidates USING fts5(title, headings, subheadings, terms, tokenize = '${TOKENIZER}')`,
    );
    this.insert = this.db.prepare(
      'INSERT INTO candidates (rowid, title, headings, subheadings, terms) VALUES (?, ?, ?, ?, ?)',
    );
    this.matching = this.db.prepare<[string], number>('SELECT rowid FROM candidates WHERE candidates MATCH ?').pluck();
  }

  /** For each expression, the rows of `texts` (by rowid) it matches. */
  match(texts: ReadonlyMap<number, WindowText>, expressions: readonly string[]): RowSet[] {
    this.db.exec('BEGIN');
    try {
      for (const [rowid, text] of texts)
        this.insert.run(rowid, text.title, text.headings, text.subheadings, text.terms);
      return expressions.map((expression) => {
        const rows = new Set(this.matching.all(expression));
        return (rowid: number) => rows.has(rowid);
      });
    } finally {
      this.db.exec('ROLLBACK');
    }
  }

  close(): void {
    this.db.close();
  }
}

/** Document frequencies kept per index version; past this many, the kept ones are dropped. */
export const MAX_KEPT_FREQUENCIES = 4096;

/**
 * How many documents each term expression matches, kept under `version`, an object the index
 * replaces whenever a document changes (the document table's `texts`), so a content delta is
 * counted afresh, a changed text too, and each index (published and preview) keeps its own.
 * Readers ask for the same words again and again, and each count is otherwise one FTS5 query over
 * the whole index.
 */
export class FrequencyCache {
  private readonly byVersion = new WeakMap<object, Map<string, number>>();

  async get(version: object, match: string, count: (match: string) => Promise<number>): Promise<number> {
    let counts = this.byVersion.get(version);
    const kept = counts?.get(match);
    if (kept !== undefined) return kept;
    const counted = await count(match);
    counts = this.byVersion.get(version);
    if (!counts) this.byVersion.set(version, (counts = new Map<string, number>()));
    if (counts.size >= MAX_KEPT_FREQUENCIES) counts.clear();
    counts.set(match, counted);
    return counted;
  }
}
