/**
 * Relevance of the sample space with readers' trust (ADR 026): seeded, realistic helpful answers
 * and page views, and the top-1, top-3 and reciprocal-rank figures of the relevance set. Shared by
 * `npm run bench:trust` and the relevance test.
 */
import { readFileSync } from 'node:fs';
import { seededRandom } from '../../bench/seeded-random';
import { buildSnapshot } from '../../server/content/snapshot';
import { extractDocuments, type TrustFactors } from '../../server/search/documents';
import type { SearchService } from '../../server/search/search-service';
import { entryIdOfAri, type TrustBoost } from '../../server/search/trust-boost';
import { relevanceCases, SAMPLE_SPACE_FILE } from './relevance-queries';

/** Results read per query for the reciprocal rank. */
const RANKED_DEPTH = 10;
/** Visits from navigation and links of the most-visited page; the n-th gets this / n (Zipf, exponent 1). */
const BACKGROUND_VIEWS_OF_FIRST = 5_000;
/** Searches of the most-searched query of the relevance set; the n-th gets this / n. */
const SEARCHES_OF_FIRST = 20_000;
/** Share of searches clicking each result position (a typical click-through curve). */
const CLICK_THROUGH = [0.35, 0.17, 0.1, 0.07, 0.05, 0.04, 0.03, 0.03, 0.02, 0.02];
/** Share of visitors who answer 'Was this helpful?'. */
const ANSWER_RATE = 0.025;
/** 'Yes' share of answers on the page that answers the searched question, and on any other page. */
const YES_WHEN_ANSWERED = 0.8;
const YES_OTHERWISE = 0.3;

export interface RelevanceFigures {
  top1: number;
  top3: number;
  /** Mean reciprocal rank over the first RANKED_DEPTH results (0 when the page is not among them). */
  mrr: number;
  queries: number;
}

/** The sample space's entry ids, each once, in a stable order. */
export function sampleSpaceEntryIds(): string[] {
  const snapshot = buildSnapshot(JSON.parse(readFileSync(SAMPLE_SPACE_FILE, 'utf8')) as unknown, {
    logger: { error: () => undefined },
  });
  return [...new Set(extractDocuments(snapshot).map((document) => document.entryId))].sort();
}

/** What the unboosted index shows for a query of the relevance set, by entry id. */
export interface ShownResults {
  entryIds: string[];
  /** The entry of the expected page, when it is among the results. */
  expected: string | undefined;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const order = [...items];
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order;
}

/**
 * Trust as a help centre collects it, in two parts. Visits from navigation and links: readership
 * spread over every page by a Zipf law in a seeded random order, unrelated to any query, with a
 * random 'Yes' share per page. Visits from search: each query of the relevance set searched a Zipf
 * share of SEARCHES_OF_FIRST times (in seeded random order), its searchers clicking the results
 * the index shows today (without the boost) by a click-through curve, and saying 'Yes' more often
 * on the page that answers their question than on the others.
 */
export function seededTrust(
  entryIds: readonly string[],
  shown: readonly ShownResults[],
  seed: number,
): Map<string, TrustFactors> {
  const random = seededRandom(seed);
  const views = new Map<string, number>();
  const yes = new Map<string, number>();
  const add = (entryId: string, visits: number, yesShare: number) => {
    views.set(entryId, (views.get(entryId) ?? 0) + visits);
    yes.set(entryId, (yes.get(entryId) ?? 0) + visits * ANSWER_RATE * yesShare);
  };
  shuffled(entryIds, random).forEach((entryId, rank) => {
    add(entryId, BACKGROUND_VIEWS_OF_FIRST / (rank + 1), 0.4 + 0.5 * random());
  });
  shuffled(shown, random).forEach((results, rank) => {
    const searches = SEARCHES_OF_FIRST / (rank + 1);
    results.entryIds.slice(0, CLICK_THROUGH.length).forEach((entryId, position) => {
      add(
        entryId,
        searches * CLICK_THROUGH[position]!,
        entryId === results.expected ? YES_WHEN_ANSWERED : YES_OTHERWISE,
      );
    });
  });
  const trust = new Map<string, TrustFactors>();
  for (const [entryId, count] of views) {
    trust.set(entryId, { numViews: Math.round(count), helpfulCount: Math.round(yes.get(entryId) ?? 0) });
  }
  return trust;
}

/** The results each query of the relevance set shows now, for the searchers of `seededTrust`. */
export async function shownResults(search: Pick<SearchService, 'search'>): Promise<ShownResults[]> {
  return Promise.all(
    relevanceCases.map(async (testCase) => {
      const { results } = await search.search({ ...testCase.request, pagination: { from: 0, size: RANKED_DEPTH } });
      const entryIds = results.map((hit) => entryIdOfAri(hit.content.contentAri) ?? hit.content.contentAri);
      const expectedAt = results.findIndex((hit) => hit.content.url === testCase.expectedUrl);
      return { entryIds, expected: expectedAt < 0 ? undefined : entryIds[expectedAt] };
    }),
  );
}

/** A boost whose figures and weight a measurement changes between runs over one index. */
export function adjustableBoost(): TrustBoost & { factors: Map<string, TrustFactors> } {
  const boost = {
    factors: new Map<string, TrustFactors>(),
    weight: 0,
    source: { of: (entryId: string) => boost.factors.get(entryId) },
  };
  return boost;
}

/** The relevance set's figures over `search` as it ranks now. */
export async function measureRelevance(search: Pick<SearchService, 'search'>): Promise<RelevanceFigures> {
  let top1 = 0;
  let top3 = 0;
  let reciprocal = 0;
  for (const testCase of relevanceCases) {
    const { results } = await search.search({ ...testCase.request, pagination: { from: 0, size: RANKED_DEPTH } });
    const rank = results.findIndex((hit) => hit.content.url === testCase.expectedUrl);
    if (rank === 0) top1 += 1;
    if (rank >= 0 && rank < 3) top3 += 1;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  }
  return { top1, top3, mrr: reciprocal / relevanceCases.length, queries: relevanceCases.length };
}
