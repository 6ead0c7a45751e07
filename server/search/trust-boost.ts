/**
 * The ranking boost from readers' trust (ADR 026): a page that readers open and find helpful moves
 * up a little among pages that match a query about as well. Applied in one place, after the bm25
 * pages of the shards are merged (SearchIndex.pageByRelevance), and only there.
 *
 * The boost multiplies a document's bm25 score by 1 + weight * helpfulness, where helpfulness is
 * the page's 'Yes' answers per view, shrunk toward none for pages with few views (TRUST_PRIOR_VIEWS
 * added to the views) and capped at 1 from FULL_HELPFUL_RATE. So the boost is at most `weight`, a
 * page gains by helping the readers it gets rather than by being read a lot (views alone follow
 * navigation and popularity, not the query), and text relevance stays what ranks: a page a tenth
 * better a match is never overtaken. The weight was chosen on the relevance set with
 * `npm run bench:trust`.
 */
import type { TrustFactors } from './documents';
import type { PagedRow } from './shard';

/** Highest share by which trust raises a bm25 score; the largest weight that never hurt the relevance set. */
export const TRUST_BOOST_WEIGHT = 0.1;
/** Views a page needs before its 'Yes' share counts in full: fewer views shrink it toward none. */
export const TRUST_PRIOR_VIEWS = 200;
/** 'Yes' answers per view at which the boost reaches its full weight (1 in 50 visitors). */
export const FULL_HELPFUL_RATE = 0.02;

/** Live helpful answers and page views per entry id (server/search/trust-factors.ts). */
export interface TrustSource {
  of(entryId: string): TrustFactors | undefined;
}

/** What a search index reads trust from, and how much it may move a result. */
export interface TrustBoost {
  source: TrustSource;
  weight: number;
}

/** The factor a document's bm25 score is multiplied by: 1 without trust, at most 1 + weight. */
export function trustMultiplier(factors: TrustFactors | undefined, weight: number): number {
  if (!factors || weight <= 0) return 1;
  const helpful = Math.max(0, factors.helpfulCount);
  const rate = helpful / (Math.max(0, factors.numViews) + TRUST_PRIOR_VIEWS);
  return 1 + weight * Math.min(1, rate / FULL_HELPFUL_RATE);
}

/**
 * Rows a shard reads for a page of `limit` when the boost reorders them: a document just below the
 * page may move onto it, so a few more are read.
 */
export function boostedReadLimit(limit: number): number {
  return limit + Math.max(10, limit);
}

/**
 * Rows reordered by boosted score, each pass (ranking tier) kept in its place. FTS5 ranks are
 * negative bm25 scores (lower is better), so multiplying by a factor above 1 moves a row up.
 */
export function rerankByTrust(
  rows: readonly PagedRow[],
  trustOf: (rowid: number) => TrustFactors | undefined,
  weight: number,
): PagedRow[] {
  return rows
    .map(([rowid, rank, highlighted, pass]): PagedRow => [
      rowid,
      rank * trustMultiplier(trustOf(rowid), weight),
      highlighted,
      pass,
    ])
    .sort((a, b) => a[3] - b[3] || a[1] - b[1]);
}

const ENTRY_OF_ARI = /^ari:cloud:help::[A-Za-z]+\/([^/]+)/;

/** The entry id in a content ari (`ari:cloud:help::{type}/{entryId}[/version/{n}]`). */
export function entryIdOfAri(contentAri: string): string | undefined {
  return ENTRY_OF_ARI.exec(contentAri)?.[1];
}
