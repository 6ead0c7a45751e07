/**
 * The trust boost on the relevance set (ADR 026):
 *
 *   npm run bench:trust
 *
 * Builds the sample space's index once, then for each of SEEDS seeded, realistic sets of helpful
 * answers and page views (test/search/trust-relevance.ts) measures top-1, top-3 and mean reciprocal
 * rank without the boost and with each candidate weight. A weight passes when no figure is worse
 * than without the boost for any seed; the figures printed are the sums and the worst change over
 * the seeds. It ends with the chosen weight (TRUST_BOOST_WEIGHT) and whether it passes, and then
 * prints, for information, the same figures for trust made of navigation visits alone: figures
 * unrelated to any query, where the boost can only reorder near ties at random.
 */
import os from 'node:os';
import type { TrustFactors } from '../server/search/documents';
import type { SearchService } from '../server/search/search-service';
import { TRUST_BOOST_WEIGHT } from '../server/search/trust-boost';
import { sampleSpaceSearch } from '../test/search/relevance-queries';
import {
  adjustableBoost,
  measureRelevance,
  sampleSpaceEntryIds,
  seededTrust,
  shownResults,
  type RelevanceFigures,
} from '../test/search/trust-relevance';

const SEEDS = 30;
const WEIGHTS = [0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1];

interface WeightRun {
  weight: number;
  sum: RelevanceFigures;
  /** Worst change against no boost, per figure, over the seeds (negative: worse). */
  worst: { top1: number; top3: number; mrr: number };
}

async function main(): Promise<void> {
  console.log(
    `load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const boost = adjustableBoost();
  const search = sampleSpaceSearch({ trust: boost });
  const entryIds = sampleSpaceEntryIds();
  const baseline = await measureRelevance(search);
  const shown = await shownResults(search);
  const runs = await measureWeights(search, boost, baseline, (seed) => seededTrust(entryIds, shown, seed));
  const unrelated = await measureWeights(search, boost, baseline, (seed) => seededTrust(entryIds, [], seed));
  search.close();

  const n = baseline.queries;
  console.log(
    `relevance set: ${n} queries over the sample space, ${entryIds.length} entries, ${SEEDS} seeded trust sets`,
  );
  console.log(
    `no boost:      top-1 ${baseline.top1}/${n}  top-3 ${baseline.top3}/${n}  MRR ${baseline.mrr.toFixed(4)}`,
  );
  console.log('trust from navigation and search visits:');
  print(runs, n);
  const chosen = runs.find((run) => run.weight === TRUST_BOOST_WEIGHT)!;
  const pass = passes(chosen);
  console.log(`chosen weight ${TRUST_BOOST_WEIGHT}: ${pass ? 'PASS' : 'FAIL'} (never worse than no boost on any seed)`);
  console.log('for information, trust from navigation visits alone (unrelated to any query):');
  print(unrelated, n);
  console.log(
    `load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  if (!pass) process.exitCode = 1;
}

function passes(run: WeightRun): boolean {
  return run.worst.top1 >= 0 && run.worst.top3 >= 0 && run.worst.mrr >= -1e-9;
}

async function measureWeights(
  search: Pick<SearchService, 'search'>,
  boost: ReturnType<typeof adjustableBoost>,
  baseline: RelevanceFigures,
  trustOf: (seed: number) => Map<string, TrustFactors>,
): Promise<WeightRun[]> {
  const runs: WeightRun[] = [...new Set([...WEIGHTS, TRUST_BOOST_WEIGHT])]
    .sort((a, b) => a - b)
    .map((weight) => ({
      weight,
      sum: { top1: 0, top3: 0, mrr: 0, queries: 0 },
      worst: { top1: 0, top3: 0, mrr: 0 },
    }));
  for (let seed = 1; seed <= SEEDS; seed += 1) {
    boost.factors = trustOf(seed);
    for (const run of runs) {
      boost.weight = run.weight;
      const figures = await measureRelevance(search);
      run.sum.top1 += figures.top1;
      run.sum.top3 += figures.top3;
      run.sum.mrr += figures.mrr;
      run.sum.queries += figures.queries;
      run.worst.top1 = Math.min(run.worst.top1, figures.top1 - baseline.top1);
      run.worst.top3 = Math.min(run.worst.top3, figures.top3 - baseline.top3);
      run.worst.mrr = Math.min(run.worst.mrr, figures.mrr - baseline.mrr);
    }
  }
  boost.weight = 0;
  return runs;
}

function print(runs: readonly WeightRun[], n: number): void {
  for (const run of runs) {
    console.log(
      [
        `  weight ${run.weight.toFixed(2).padEnd(5)}`,
        `top-1 ${(run.sum.top1 / SEEDS).toFixed(2)}/${n} (worst ${signed(run.worst.top1)})`,
        `top-3 ${(run.sum.top3 / SEEDS).toFixed(2)}/${n} (worst ${signed(run.worst.top3)})`,
        `MRR ${(run.sum.mrr / SEEDS).toFixed(4)} (worst ${signed(run.worst.mrr, 4)})`,
        passes(run) ? 'never worse' : 'WORSE',
        run.weight === TRUST_BOOST_WEIGHT ? '<- chosen' : '',
      ].join('  '),
    );
  }
}

function signed(value: number, digits = 0): string {
  return `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;
}

void main();
