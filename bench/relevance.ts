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
 */
import { existsSync, readFileSync } from 'node:fs';
import { buildSnapshot } from '../server/content/snapshot';
import { SearchService } from '../server/search/search-service';
import type { RelevanceQuestion } from './relevance-questions';
import { PYTHON_QUESTIONS } from './relevance-questions';

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
  const questions = questionsFile
    ? (JSON.parse(readFileSync(questionsFile, 'utf8')) as RelevanceQuestion[])
    : PYTHON_QUESTIONS;
  const started = performance.now();
  const snapshot = buildSnapshot(JSON.parse(readFileSync(exportFile, 'utf8')) as unknown, {
    logger: { error: () => undefined },
  });
  const search = SearchService.fromSnapshot(snapshot);
  process.stdout.write(
    `Indexed ${exportFile} in ${((performance.now() - started) / 1000).toFixed(1)} s; ${questions.length} questions\n`,
  );
  let top1 = 0;
  let top3 = 0;
  let top10 = 0;
  let reciprocal = 0;
  try {
    for (const question of questions) {
      const { results } = await search.search({ query: question.query, pagination: { from: 0, size: DEPTH } });
      const titles = results.map((hit) => hit.content.title);
      const index = titles.findIndex((title) => question.answers.includes(title));
      const rank = index + 1;
      if (rank === 1) top1 += 1;
      if (rank >= 1 && rank <= 3) top3 += 1;
      if (rank >= 1) top10 += 1;
      if (rank >= 1) reciprocal += 1 / rank;
      const place = rank === 0 ? `not in the top ${DEPTH}` : `#${rank}`;
      const first = rank === 1 ? '' : `   first: ${titles[0] ?? 'nothing'}`;
      process.stdout.write(`  ${place.padEnd(16)} ${question.kind.padEnd(14)} ${question.query}${first}\n`);
      if (explain && rank !== 1) process.stdout.write(await whyMissed(search, question));
    }
  } finally {
    search.close();
  }
  const total = questions.length;
  const share = (count: number): string => `${count}/${total} (${((100 * count) / total).toFixed(1)}%)`;
  const mrr = reciprocal / total;
  process.stdout.write(
    [
      `top-1  ${share(top1)}`,
      `top-3  ${share(top3)}  (goal >= ${GOAL_TOP3 * 100}%) ${top3 / total >= GOAL_TOP3 ? 'PASS' : 'FAIL'}`,
      `top-10 ${share(top10)}`,
      `MRR    ${mrr.toFixed(3)}  (goal >= ${GOAL_MRR}) ${mrr >= GOAL_MRR ? 'PASS' : 'FAIL'}`,
      '',
    ].join('\n'),
  );
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
