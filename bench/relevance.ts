/**
 * Search relevance on real documentation: the questions of bench/relevance-questions.ts asked of
 * the Python documentation corpus (imports/python/export.json, written by `npm run corpus:python`),
 * indexed as the server indexes any content. Prints where the answering page ranked for each
 * question, then top-1, top-3 and top-10 shares and the mean reciprocal rank against the goals.
 *
 *   npm run bench:relevance
 *   npm run bench:relevance -- --export path/to/export.json --questions path/to/questions.json
 *   npm run bench:relevance -- --explain     also where each missed answer ranked, and what ranked above it
 *
 * `--questions` takes a JSON array of `{ kind, query, answers: [title, ...] }`, so the same
 * ranking can be measured on another documentation set.
 *
 * Besides the whole set, the figures are printed for its odd and even questions, and for the tuning
 * set and the held-out questions (written after the ranking was tuned) apart: a ranking change that
 * helps one part and hurts the other fits these questions rather than documentation.
 */
import { existsSync, readFileSync } from 'node:fs';
import { buildSnapshot } from '../server/content/snapshot';
import { SearchService } from '../server/search/search-service';
import type { RelevanceQuestion } from './relevance-questions';
import { HELD_OUT_QUESTIONS, PYTHON_QUESTIONS } from './relevance-questions';

/** Where `npm run corpus:python` writes the corpus (content/import/corpus-python.ts runs when imported). */
const CORPUS_OUT = 'imports/python/export.json';
const GOAL_TOP3 = 0.9;
const GOAL_MRR = 0.85;
const DEPTH = 10;
/** How deep `--explain` looks for an answer that missed the top place. */
const EXPLAIN_DEPTH = 100;
/** Pages shown above a missed answer with `--explain`. */
const EXPLAIN_ABOVE = 3;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const exportFile = option('export') ?? CORPUS_OUT;
  if (!existsSync(exportFile)) {
    process.stderr.write(`${exportFile} does not exist: run npm run corpus:python first.\n`);
    process.exitCode = 1;
    return;
  }
  const questionsFile = option('questions');
  const explain = process.argv.includes('--explain');
  const tuning = questionsFile
    ? (JSON.parse(readFileSync(questionsFile, 'utf8')) as RelevanceQuestion[])
    : PYTHON_QUESTIONS;
  const heldOut = questionsFile ? [] : HELD_OUT_QUESTIONS;
  const questions = [...tuning, ...heldOut];
  const started = performance.now();
  const snapshot = buildSnapshot(JSON.parse(readFileSync(exportFile, 'utf8')) as unknown, {
    logger: { error: () => undefined },
  });
  const search = SearchService.fromSnapshot(snapshot);
  process.stdout.write(
    `Indexed ${exportFile} in ${((performance.now() - started) / 1000).toFixed(1)} s; ${questions.length} questions\n`,
  );
  const ranks: number[] = [];
  try {
    for (const question of questions) {
      const { results } = await search.search({ query: question.query, pagination: { from: 0, size: DEPTH } });
      const titles = results.map((hit) => hit.content.title);
      const rank = titles.findIndex((title) => question.answers.includes(title)) + 1;
      ranks.push(rank);
      const place = rank === 0 ? `not in the top ${DEPTH}` : `#${rank}`;
      const first = rank === 1 ? '' : `   first: ${titles[0] ?? 'nothing'}`;
      process.stdout.write(`  ${place.padEnd(16)} ${question.kind.padEnd(14)} ${question.query}${first}\n`);
      if (explain && rank !== 1) process.stdout.write(await whyMissed(search, question));
    }
  } finally {
    search.close();
  }
  const whole = figures(ranks);
  const parts: [string, number[]][] = [
    ['odd questions', ranks.filter((_, index) => index % 2 === 0)],
    ['even questions', ranks.filter((_, index) => index % 2 === 1)],
  ];
  if (heldOut.length > 0)
    parts.push(['tuning set', ranks.slice(0, tuning.length)], ['held-out set', ranks.slice(tuning.length)]);
  const share = (count: number): string => `${count}/${ranks.length} (${((100 * count) / ranks.length).toFixed(1)}%)`;
  process.stdout.write(
    [
      `top-1  ${share(whole.top1)}`,
      `top-3  ${share(whole.top3)}  (goal >= ${GOAL_TOP3 * 100}%) ${whole.top3 / ranks.length >= GOAL_TOP3 ? 'PASS' : 'FAIL'}`,
      `top-10 ${share(whole.top10)}`,
      `MRR    ${whole.mrr.toFixed(3)}  (goal >= ${GOAL_MRR}) ${whole.mrr >= GOAL_MRR ? 'PASS' : 'FAIL'}`,
      ...parts.map(([name, part]) => {
        const { top1, top3, top10, mrr } = figures(part);
        return `  ${name.padEnd(15)} ${String(part.length).padStart(3)} questions: top-1 ${top1}, top-3 ${top3}, top-10 ${top10}, MRR ${mrr.toFixed(3)}`;
      }),
      '',
    ].join('\n'),
  );
}

/** Counts of answers at #1, in the top 3 and in the top 10, and the mean reciprocal rank (0 is not found). */
function figures(ranks: readonly number[]): { top1: number; top3: number; top10: number; mrr: number } {
  const within = (depth: number): number => ranks.filter((rank) => rank >= 1 && rank <= depth).length;
  const reciprocal = ranks.reduce((sum, rank) => sum + (rank >= 1 ? 1 / rank : 0), 0);
  return {
    top1: within(1),
    top3: within(3),
    top10: within(DEPTH),
    mrr: ranks.length === 0 ? 0 : reciprocal / ranks.length,
  };
}

/** Where the answer ranked within `EXPLAIN_DEPTH`, and the first pages above it: what a ranking change must beat. */
async function whyMissed(search: SearchService, question: RelevanceQuestion): Promise<string> {
  const { results } = await search.search({ query: question.query, pagination: { from: 0, size: EXPLAIN_DEPTH } });
  const titles = results.map((hit) => hit.content.title);
  const index = titles.findIndex((title) => question.answers.includes(title));
  const place = index === -1 ? `not in the top ${EXPLAIN_DEPTH}` : `at #${index + 1}`;
  const above = titles.slice(0, Math.min(EXPLAIN_ABOVE, index === -1 ? EXPLAIN_ABOVE : index));
  return `      answer ${place}; above it: ${above.join(' | ')}\n`;
}

void main();
