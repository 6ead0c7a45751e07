/**
 * The editor insights queries over one million events in SQLite (part of `npm run bench:analytics`):
 * seeds 90 days of events from a seeded generator through the store (migrations and indexes
 * included), up to 18:00 UTC of the benchmark's "today". It then runs the roll-up the server's
 * retention runs at that moment (every day before yesterday into `analytics_daily`, raw rows kept;
 * timed on its own), and times each query of server/analytics/insights.ts, and the whole page's
 * reads, for the page's "last 30 days" (parsed as the page parses it), with and without a deployment
 * and version filter: yesterday and today are read raw, the rest from the aggregates. Target: every
 * query under 200 ms (the median of the timed runs; the slowest run is printed beside it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import {
  dailyTrend,
  helpfulRates,
  mostExited,
  mostRead,
  readInsights,
  readInsightsFacets,
  searchGaps,
  type InsightsFilters,
} from '../server/analytics/insights';
import { parseInsightsFilters } from '../server/analytics/insights-filters';
import { retentionCutoff, rollUpCutoff } from '../server/analytics/retention';
import type { Database } from '../server/store/schema';
import { createStore, SQLITE_FILE_NAME } from '../server/store/store';
import type { AnalyticsEvent } from '../shared/analytics/events';
import { seededRandom } from './seeded-random';

export const INSIGHTS_TARGET_MS = 200;
const DAY_MS = 86_400_000;
const DAYS = 90;
const CHUNK = 1_000;
const RUNS = 5;
/** Retention's default (ADR 026): nothing seeded is old enough to be purged. */
const RETENTION_DAYS = 90;

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** A day of events as a help centre sees them: mostly page views, some feedback and searches. */
function* generateEvents(total: number, start: number): Generator<{ event: AnalyticsEvent; receivedAt: Date }> {
  const random = seededRandom(38);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  // A few articles get most of the reading: the square skews the pick towards low numbers.
  const entry = () => `entry-${Math.floor(random() ** 2 * 2000)}`;
  const queries = Array.from({ length: 5000 }, (_, index) => `query ${index}`);
  const places = [
    { deployment: 'cloud' },
    { deployment: 'cloud' },
    { deployment: 'dataCenter', version: '9.3' },
    { deployment: 'dataCenter', version: '9.4' },
    { deployment: 'dataCenter', version: '10.0' },
  ] as const;
  let session = 0;
  let lastQueryId = 'q-0';
  for (let index = 0; index < total; index += 1) {
    if (random() < 0.2) session += 1;
    const at = start + Math.floor((index / total) * DAYS * DAY_MS);
    const roll = random();
    const entryId = entry();
    let event: Pick<AnalyticsEvent, 'name' | 'attributes'>;
    if (roll < 0.45) event = { name: 'page.init', attributes: { path: `/docs/${entryId}/` } };
    else if (roll < 0.5) {
      const answer = random();
      event = {
        name: 'feedback.clicked',
        attributes:
          answer < 0.6
            ? { answer: 'yes' }
            : answer < 0.9
              ? { answer: 'no' }
              : { answer: 'no', reason: pick(['inaccurate', 'unclear', 'irrelevant'] as const) },
      };
    } else if (roll < 0.6) {
      lastQueryId = `q-${index}`;
      event = {
        name: 'search.results.shown',
        attributes: {
          queryId: lastQueryId,
          query: pick(queries),
          total: random() < 0.2 ? 0 : 1 + Math.floor(random() * 50),
        },
      };
    } else if (roll < 0.65) {
      event = {
        name: 'search.result.clicked',
        attributes: { queryId: lastQueryId, position: 1 + Math.floor(random() * 10), url: `/docs/${entryId}/` },
      };
    } else if (roll < 0.85) event = { name: 'scroll.depth', attributes: { percent: pick([25, 50, 75, 100] as const) } };
    else event = { name: 'dwell.time', attributes: { seconds: 5 * (1 + Math.floor(random() * 10)) } };
    yield {
      event: {
        ...event,
        at,
        context: {
          product: 'sac',
          anonymousId: `visitor-${session % 50_000}`,
          sessionId: `session-${session}`,
          contentType: event.name.startsWith('search.') ? 'searchResults' : 'topic',
          contentAri: `ari:cloud:help::topic/${entryId}`,
          entryId,
          locale: 'en-US',
          ...places[Math.floor(random() * places.length)]!,
          loggedIn: false,
        },
      } as AnalyticsEvent,
      receivedAt: new Date(at),
    };
  }
}

export async function seedInsightsEvents(dataDir: string, total: number, start: number): Promise<number> {
  const store = await createStore({ dataDir, databaseUrl: undefined });
  const begun = performance.now();
  let batch: AnalyticsEvent[] = [];
  let receivedAt = new Date(start);
  for (const { event, receivedAt: at } of generateEvents(total, start)) {
    // One transaction per chunk, all stamped with the chunk's first receive time (minutes apart).
    if (batch.length === 0) receivedAt = at;
    batch.push(event);
    if (batch.length === CHUNK) {
      await store.recordEvents(batch, receivedAt);
      batch = [];
    }
  }
  if (batch.length > 0) await store.recordEvents(batch, receivedAt);
  await store.close();
  return performance.now() - begun;
}

async function time(run: () => Promise<unknown>): Promise<{ median: number; max: number }> {
  await run();
  const runs: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const begun = performance.now();
    await run();
    runs.push(performance.now() - begun);
  }
  runs.sort((a, b) => a - b);
  return { median: runs[Math.floor(RUNS / 2)]!, max: runs[RUNS - 1]! };
}

/** Seeds, rolls up, times and prints; answers whether every query met the target. */
export async function runInsightsBench(total = 1_000_000): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'help-centre-bench-insights-'));
  try {
    const now = new Date(Date.UTC(2025, 5, 1, 18));
    const start = now.getTime() - DAYS * DAY_MS;
    console.log(`Insights queries over ${total.toLocaleString('en')} events in SQLite (load average: ${load()})`);
    const seeded = await seedInsightsEvents(dataDir, total, start);
    console.log(`  seeded ${total.toLocaleString('en')} events over ${DAYS} days in ${(seeded / 1000).toFixed(1)} s`);
    const store = await createStore({ dataDir, databaseUrl: undefined });
    const rollUpBegun = performance.now();
    const rolled = await store.rollUpEvents(retentionCutoff(now, RETENTION_DAYS), { keepRawFrom: rollUpCutoff(now) });
    const rollUpMs = performance.now() - rollUpBegun;
    await store.close();
    console.log(
      `  roll-up as retention runs it: ${rolled.rolled.toLocaleString('en')} events of ${rolled.days.length} days into daily aggregates in ${(rollUpMs / 1000).toFixed(1)} s (${(rollUpMs / Math.max(1, rolled.days.length)).toFixed(0)} ms a day), ${rolled.events} purged`,
    );
    const database = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true });
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
    const parsed = parseInsightsFilters({ period: '30' }, now);
    if (!parsed.ok) throw new Error('the last 30 days did not parse');
    const period = parsed.filters;
    const cases: [string, InsightsFilters][] = [
      [`last 30 days (${parsed.first} to ${parsed.last})`, period],
      ['last 30 days, dataCenter 9.4', { ...period, deployment: 'dataCenter', version: '9.4' }],
    ];
    const queries: [string, (filters: InsightsFilters) => Promise<unknown>][] = [
      ['helpful rates', (filters) => helpfulRates(db, 'sqlite', filters)],
      ['content gaps', (filters) => searchGaps(db, 'sqlite', filters)],
      ['most read', (filters) => mostRead(db, 'sqlite', filters)],
      ['most exited', (filters) => mostExited(db, 'sqlite', filters)],
      ['daily trend', (filters) => dailyTrend(db, 'sqlite', filters)],
      ['filter choices', (filters) => readInsightsFacets(db, 'sqlite', filters)],
    ];
    // What the page reads: the five tables and the filter choices, as the route awaits them. On SQLite
    // the queries run one after another, so this is their sum; printed beside them, with no target.
    const wholePage = (filters: InsightsFilters) =>
      Promise.all([readInsights(db, 'sqlite', filters), readInsightsFacets(db, 'sqlite', filters)]);
    let passed = true;
    for (const [label, filters] of cases) {
      console.log(`  ${label}: median of ${RUNS} runs after one warm-up (slowest run in brackets)`);
      for (const [name, query] of queries) {
        const { median, max } = await time(() => query(filters));
        const ok = median < INSIGHTS_TARGET_MS;
        passed &&= ok;
        console.log(
          `    ${name.padEnd(14)} ${median.toFixed(1).padStart(7)} ms (${max.toFixed(1)} ms)  (target < ${INSIGHTS_TARGET_MS} ms) ${ok ? 'PASS' : 'FAIL'}`,
        );
      }
      const page = await time(() => wholePage(filters));
      console.log(
        `    ${'whole page'.padEnd(14)} ${page.median.toFixed(1).padStart(7)} ms (${page.max.toFixed(1)} ms)`,
      );
    }
    await db.destroy();
    console.log(`  load average at end: ${load()}`);
    return passed;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
