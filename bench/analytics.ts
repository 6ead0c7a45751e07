/**
 * Analytics ingestion benchmark: events per second sustained by one server instance writing to
 * SQLite, over HTTP on loopback, and the events lost, counted back from the table.
 *
 *   npm run bench:analytics                 10 s of load, 20 connections, 50 events a batch
 *   npm run bench:analytics -- --seconds 30
 *   npm run bench:analytics -- --insights-only    only the insights queries (bench/insights.ts)
 *   npm run bench:analytics -- --events 200000    insights over fewer events than the million
 *
 * The server (the analytics router, the buffered ingest and the SQLite store, configured as
 * server/start.ts configures them) runs in a child process (this file with --serve), so the load
 * generator (autocannon, in this process) does not share its event loop. When the load ends the
 * child flushes and closes the store as at shutdown; then this process opens the file and counts
 * the rows. Every 202 promised its 50 events; a 503 promised none (the browser keeps that batch).
 *
 * The machine's load average is printed at the start and the end: on a busy machine every figure
 * is pessimistic.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import express from 'express';
import { parseConfig } from '../config/config';
import { EventIngest } from '../server/analytics/ingest';
import { createAnalyticsRouter } from '../server/analytics/router';
import { createStore, SQLITE_FILE_NAME } from '../server/store/store';
import type { AnalyticsEvent } from '../shared/analytics/events';
import { ANALYTICS_PATH, MAX_BATCH_EVENTS } from '../shared/analytics/wire';
import { runInsightsBench } from './insights';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p97_5: number; p99: number };
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
}
/** autocannon ships no type declarations; this is the part of its API the benchmark uses. */
const autocannon = createRequire(import.meta.url)('autocannon') as (options: {
  url: string;
  connections: number;
  duration: number;
  method: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<AutocannonResult>;

const TARGET_EVENTS_PER_SECOND = 5000;
const TARGET_LOST = 0;

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? Math.trunc(value) : fallback;
}

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function batch(): string {
  const events: AnalyticsEvent[] = Array.from({ length: MAX_BATCH_EVENTS }, (_, index) => ({
    name: index % 5 === 0 ? 'page.init' : 'scroll.depth',
    at: Date.now(),
    attributes: index % 5 === 0 ? { path: `/docs/page-${index}/` } : { percent: 50 },
    context: {
      product: 'sac',
      anonymousId: 'bench-visitor',
      sessionId: 'bench-session',
      contentType: 'topic',
      contentAri: `ari:cloud:help::topic/entry-${index}`,
      entryId: `entry-${index}`,
      locale: 'en-US',
      deployment: 'cloud',
      loggedIn: false,
    },
  })) as AnalyticsEvent[];
  return JSON.stringify({ events });
}

interface ServerReady {
  port: number;
}

interface ServerDone {
  /** Events the server answered 202 for, including batches whose response the load generator no longer counted. */
  accepted: number;
}

/** Child process: serve the analytics API until the parent says stop, then flush and close. */
async function serve(dataDir: string): Promise<void> {
  const config = parseConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PUBLIC_BASE_URL: 'http://127.0.0.1' });
  const store = await createStore(config);
  const ingest = new EventIngest({
    store,
    maxEvents: config.analytics.bufferEvents,
    flushEvents: config.analytics.flushEvents,
    flushIntervalMs: config.analytics.flushMs,
  });
  const app = express();
  // One address sends everything here; the limits are for many visitors, not this load generator.
  const unlimited = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
  let accepted = 0;
  const counting = {
    offer: (events: readonly AnalyticsEvent[]) => {
      const outcome = ingest.offer(events);
      if (outcome.accepted) accepted += events.length;
      return outcome;
    },
  };
  app.use(createAnalyticsRouter({ ingest: counting, addressLimit: unlimited, visitorLimit: unlimited }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  process.once('message', () => {
    server.close();
    void ingest
      .close()
      .then(() => store.close())
      .then(() => {
        process.send!({ accepted } satisfies ServerDone);
        process.disconnect();
      });
  });
  process.send!({ port: (server.address() as AddressInfo).port } satisfies ServerReady);
}

async function main(): Promise<void> {
  if (!process.argv.includes('--insights-only')) await ingestion();
  // Then the editor insights over a million stored events (bench/insights.ts).
  if (!(await runInsightsBench(argument('events', 1_000_000)))) process.exitCode = 1;
}

async function ingestion(): Promise<void> {
  const seconds = argument('seconds', 10);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'help-centre-bench-analytics-'));
  console.log(`Analytics ingestion benchmark (load average at start: ${load()}; ${os.cpus().length} cores)`);
  const child = fork(fileURLToPath(import.meta.url), ['--serve', dataDir], { stdio: 'inherit' });
  const { port } = await new Promise<ServerReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as ServerReady));
    child.once('error', reject);
  });
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${ANALYTICS_PATH}`,
    connections: 20,
    duration: seconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: batch(),
  });
  child.send('stop');
  const { accepted: acceptedByServer } = await new Promise<ServerDone>((resolve) =>
    child.once('message', (message) => resolve(message as ServerDone)),
  );
  await new Promise((resolve) => child.once('exit', resolve));

  const database = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true });
  const stored = (database.prepare('select count(*) as count from analytics_events').get() as { count: number }).count;
  database.close();
  rmSync(dataDir, { recursive: true, force: true });

  const accepted = result['2xx'] * MAX_BATCH_EVENTS;
  const rate = accepted / seconds;
  // Batches in flight when the load stopped were accepted but not counted by autocannon.
  const lost = acceptedByServer - stored;
  console.log(
    `HTTP on loopback, server in a child process, 20 connections, ${seconds} s, ${MAX_BATCH_EVENTS} events a batch:`,
  );
  console.log(
    `  batches: ${result['2xx']} accepted (202), ${result.non2xx} refused (503/other), ${result.errors} errors, ${result.timeouts} timeouts; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  console.log(
    `  sustained: ${Math.round(rate).toLocaleString('en')} events/s accepted  (target >= ${TARGET_EVENTS_PER_SECOND.toLocaleString('en')}) ${verdict(rate >= TARGET_EVENTS_PER_SECOND)}`,
  );
  console.log(
    `  lost: ${lost} of ${acceptedByServer.toLocaleString('en')} events the server accepted are missing from the table (${stored.toLocaleString('en')} rows)  (target ${TARGET_LOST}) ${verdict(lost === TARGET_LOST)}`,
  );
  console.log(`Load average at end: ${load()}`);
  if (rate < TARGET_EVENTS_PER_SECOND || lost !== TARGET_LOST) process.exitCode = 1;
}

const serveIndex = process.argv.indexOf('--serve');
if (serveIndex >= 0) void serve(process.argv[serveIndex + 1]!);
else void main();
