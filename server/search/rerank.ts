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
 * Title and definition only read a page's short fields, so they are matched in a scratch FTS5 table
 * holding just the window's rows (`WindowScorer`), with the shard's tokenizer: the same words match,
 * stemmed the same way, at a cost that grows with the window, not with the index. Proximity reads
 * the body, which the index does not keep, so each pair is one FTS5 query over the whole index.
 */
import Database from 'better-sqlite3';
import type { SearchDocument } from './documents';
import type { ParsedQuery } from './query';
import { camelCasePhrases, termExpressions, termPhrase } from './query';
import type { PagedRow } from './shard';
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
/** Only the first terms of a long query are looked at, which bounds the queries a search makes. */
export const MAX_FEATURE_TERMS = 8;

/** The FTS5 expressions whose matches are the features of a query. */
export interface FeatureExpressions {
  /** Each term in the title (matched in the window's table). */
  titles: string[];
  /** Each pair of neighbouring terms near each other (matched over the whole index). */
  pairs: string[];
  /** The terms together in one section heading or defined term (matched in the window's table). */
  definition: string;
  /** The terms together in one sub-section heading (matched in the window's table). */
  subheading: string;
}

/** Rows matching a feature's expression, by rowid. */
export type RowSet = (rowid: number) => boolean;

export interface Features {
  titles: RowSet[];
  pairs: RowSet[];
  definition: RowSet;
  subheading: RowSet;
}

export function featureExpressions(query: ParsedQuery, completions: readonly string[] = []): FeatureExpressions {
  const terms = query.terms.slice(0, MAX_FEATURE_TERMS);
  const expressions = termExpressions({ terms, openEnded: query.openEnded }, completions);
  const phrases = terms.map(termPhrase);
  const pairs = phrases.slice(1).map((phrase, index) => `NEAR(${phrases[index]} ${phrase}, ${NEAR_DISTANCE})`);
  // NEAR matches inside one column only, so the terms must share one heading or term block.
  const together =
    phrases.length > 1 ? `NEAR(${phrases.join(' ')}, ${phrases.length + NEAR_DISTANCE})` : `(${expressions[0]})`;
  return {
    titles: expressions.map((expression) => `{title} : (${expression})`),
    pairs,
    definition: `{headings terms} : ${together}`,
    subheading: `{subheadings} : ${together}`,
  };
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

/**
 * The rows with the first `RERANK_WINDOW` scored again and sorted, each ranking pass (tier) kept in
 * its place. FTS5 ranks are negative bm25 scores (lower is better), so a factor above 1 moves a row up.
 */
export function rerank(rows: readonly PagedRow[], features: Features): PagedRow[] {
  const window = rows
    .slice(0, RERANK_WINDOW)
    .map(([rowid, rank, highlighted, pass]): PagedRow => [
      rowid,
      rank * featureFactor(rowid, features),
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
}

const windowTexts = new WeakMap<SearchDocument, WindowText>();

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
  text = {
    title: document.title,
    headings: atLevel(false),
    subheadings: atLevel(true),
    terms: [...terms, ...parts].join('\n'),
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
