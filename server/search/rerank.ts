/**
 * A second look at the best rows of a relevance search (docs/adr/041, addendum on ranking). bm25
 * scores each query word on its own, so a long page holding every word somewhere can outrank the
 * page a reader needs. The best `RERANK_WINDOW` rows by bm25 are scored again by what bm25 cannot
 * see, each a multiplier of the bm25 score:
 *
 * - title coverage: the share of the query's terms in the title;
 * - proximity: the share of neighbouring query terms that sit within `NEAR_DISTANCE` words of each
 *   other in one field of the page (a quoted phrase or an identifier counts as one term);
 * - definition: the terms together in one heading, definition term or table header.
 *
 * Each feature is one FTS5 query over the whole index, answered by every shard at once, so the
 * cost grows with the query's terms (at most `MAX_FEATURE_TERMS` are looked at), not with the page.
 */
import type { ParsedQuery } from './query';
import { termExpressions, termPhrase } from './query';
import type { PagedRow } from './shard';

/** How many of the best bm25 rows are scored again; a page beyond it keeps the bm25 order. */
export const RERANK_WINDOW = 50;
/** A page with every query term in its title scores 1 + this times its bm25 score. */
export const TITLE_WEIGHT = 2;
/** A page with every neighbouring pair of terms side by side scores 1 + this times its bm25 score. */
export const PROXIMITY_WEIGHT = 1;
/** Words between two query terms that still count as side by side ("join two paths" for "join paths"). */
export const NEAR_DISTANCE = 2;
/** A page with the terms together in a heading or a defined term scores 1 + this times its bm25 score. */
export const DEFINITION_WEIGHT = 0.5;
/** Only the first terms of a long query are looked at, which bounds the queries a search makes. */
export const MAX_FEATURE_TERMS = 8;

/** The FTS5 expressions whose matches are the features of a query. */
export interface FeatureExpressions {
  /** Each term in the title. */
  titles: string[];
  /** Each pair of neighbouring terms near each other. */
  pairs: string[];
  /** The terms together in one heading or defined term. */
  definition: string;
}

/** Rows matching a feature's expression, by rowid. */
export type RowSet = (rowid: number) => boolean;

export interface Features {
  titles: RowSet[];
  pairs: RowSet[];
  definition: RowSet;
}

export function featureExpressions(query: ParsedQuery, completions: readonly string[] = []): FeatureExpressions {
  const terms = query.terms.slice(0, MAX_FEATURE_TERMS);
  const expressions = termExpressions({ terms, openEnded: query.openEnded }, completions);
  const phrases = terms.map(termPhrase);
  const pairs = phrases.slice(1).map((phrase, index) => `NEAR(${phrases[index]} ${phrase}, ${NEAR_DISTANCE})`);
  // NEAR matches inside one column only, so the terms must share one heading or term block.
  const definition =
    phrases.length > 1
      ? `{headings terms} : NEAR(${phrases.join(' ')}, ${phrases.length + NEAR_DISTANCE})`
      : `{headings terms} : (${expressions[0]})`;
  return { titles: expressions.map((expression) => `{title} : (${expression})`), pairs, definition };
}

/** The multiplier of a row's bm25 score. */
export function featureFactor(rowid: number, features: Features): number {
  const share = (sets: RowSet[]): number =>
    sets.length === 0 ? 0 : sets.filter((has) => has(rowid)).length / sets.length;
  return (
    (1 + TITLE_WEIGHT * share(features.titles)) *
    (1 + PROXIMITY_WEIGHT * share(features.pairs)) *
    (features.definition(rowid) ? 1 + DEFINITION_WEIGHT : 1)
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
