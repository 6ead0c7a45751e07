/**
 * The store while another connection holds the database locked. SQLite: a second better-sqlite3
 * connection in an exclusive transaction when the server opens the file (a backup, a second process
 * on the same DATA_DIR). PostgreSQL: another client holding `LOCK TABLE` on the tables written. Pages
 * keep being served, every write API answers JSON 503 with Retry-After within a bounded time, nothing
 * refused is half-written, and once the lock is released writes are kept again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import { Client } from 'pg';
import request from 'supertest';
import { ANALYTICS_UNAVAILABLE_MESSAGE } from '../../server/analytics/router';
import { EventIngest } from '../../server/analytics/ingest';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { FEEDBACK_PATH, STORE_UNAVAILABLE_MESSAGE, SUPPORT_REQUESTS_PATH } from '../../server/routes/support-api';
import {
  createStore,
  POSTGRES_LOCK_TIMEOUT_MS,
  SQLITE_BUSY_TIMEOUT_MS,
  SQLITE_FILE_NAME,
  SQLITE_REOPEN_INTERVAL_MS,
  StoreUnavailableError,
  type Store,
} from '../../server/store/store';
import { ANALYTICS_PATH } from '../../shared/analytics/wire';
import { pageViewEvent } from '../support/analytics-events';
import { buildTestApp } from '../integration/support';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });
const topicUrl = snapshot.routes().find((route) => route.contentType === 'topic')!.url;
const ORIGIN = 'https://support.example.com';

function supportRequest(summary: string) {
  return { form: 'support', name: 'Ada', email: 'ada@example.com', ticketType: 'bug', summary, description: 'D' };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The app wired as the server wires it, with an analytics ingest that writes only on flush. */
function appOver(store: Store) {
  const ingest = new EventIngest({ store, maxEvents: 1000, flushEvents: 100, flushIntervalMs: 60_000 });
  const { app } = buildTestApp(snapshot, { store, analytics: ingest });
  return { app, ingest };
}

/** Asserts a write API refused with the store's 503: JSON reason, Retry-After, within `withinMs`. */
async function expectRefused(send: () => request.Test, message: string, withinMs: number) {
  const started = performance.now();
  const response = await send();
  expect(performance.now() - started).toBeLessThan(withinMs);
  expect(response.status).toBe(503);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.body).toEqual({ error: message });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('a SQLite database locked by another connection', () => {
  let dataDir: string;
  let store: Store | undefined;
  let ingest: EventIngest | undefined;
  let other: BetterSqlite3.Database | undefined;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'help-centre-locked-'));
    // The file exists and is migrated, as after an earlier run of the server.
    await (await createStore({ dataDir, databaseUrl: undefined })).close();
  });

  afterEach(async () => {
    if (other?.open) other.close();
    await ingest?.close().catch(() => undefined);
    await store?.close().catch(() => undefined);
    store = undefined;
    ingest = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('cannot be locked by another connection while the server has it open, so writes go on', async () => {
    store = await createStore({ dataDir, databaseUrl: undefined });
    const { app } = appOver(store);
    expect((await request(app).post(FEEDBACK_PATH).send({ entryId: 'e1', pageUrl: '/a/', helpful: true })).status).toBe(
      204,
    );

    other = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME), { timeout: 0 });
    let refusal: unknown;
    try {
      other.exec('BEGIN EXCLUSIVE');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ code: 'SQLITE_BUSY' });

    expect(
      (await request(app).post(FEEDBACK_PATH).send({ entryId: 'e1', pageUrl: '/a/', helpful: false })).status,
    ).toBe(204);
    expect((await store.helpfulCounts(['e1'])).get('e1')).toEqual({ helpful: 1, notHelpful: 1 });
  });

  it('starts, serves pages and refuses every write with 503 until the lock is released, then keeps writes', async () => {
    other = new BetterSqlite3(path.join(dataDir, SQLITE_FILE_NAME), { timeout: 0 });
    other.exec('BEGIN EXCLUSIVE');
    other
      .prepare("insert into feedback (entry_id, page_url, helpful, created_at) values ('held', '/h/', 1, 'x')")
      .run();

    // Opening does not wait for the lock and does not fail the start.
    const opening = performance.now();
    store = await createStore({ dataDir, databaseUrl: undefined });
    expect(performance.now() - opening).toBeLessThan(1000);
    const built = appOver(store);
    const { app } = built;
    ingest = built.ingest;

    // Pages, liveness and readiness are served; readiness names the lock.
    expect((await request(app).get(topicUrl)).status).toBe(200);
    expect((await request(app).get('/healthz')).status).toBe(200);
    const ready = await request(app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'degraded', store: { status: 'degraded' } });
    expect(ready.body.store.reason).toContain('locked by another connection');

    // Every write API refuses at once with a JSON reason and Retry-After.
    await expectRefused(
      () => request(app).post(FEEDBACK_PATH).send({ entryId: 'e1', pageUrl: '/a/', helpful: true }),
      STORE_UNAVAILABLE_MESSAGE,
      1000,
    );
    await expectRefused(
      () => request(app).post(SUPPORT_REQUESTS_PATH).send(supportRequest('refused')),
      STORE_UNAVAILABLE_MESSAGE,
      1000,
    );
    await expectRefused(
      () =>
        request(app)
          .post(ANALYTICS_PATH)
          .set('Origin', ORIGIN)
          .send({ events: [pageViewEvent('anon-1', 'e1')] }),
      ANALYTICS_UNAVAILABLE_MESSAGE,
      1000,
    );

    // A write attempt never waits for the lock: each try to open the file again fails at once, far
    // inside the busy timeout a write may hold the event loop for (ADR 013).
    const attempts: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      await delay(SQLITE_REOPEN_INTERVAL_MS);
      const started = performance.now();
      await expect(
        store.recordFeedback({ entryId: 'e1', pageUrl: '/a/', helpful: true, voter: 'ada' }),
      ).rejects.toBeInstanceOf(StoreUnavailableError);
      attempts.push(performance.now() - started);
    }
    expect(median(attempts)).toBeLessThan(SQLITE_BUSY_TIMEOUT_MS);

    // The other connection finishes and lets go of the file.
    other.exec('COMMIT');
    other.close();
    await delay(SQLITE_REOPEN_INTERVAL_MS);

    const kept = await request(app).post(FEEDBACK_PATH).send({ entryId: 'e1', pageUrl: '/a/', helpful: true });
    expect(kept.status).toBe(204);
    const filed = await request(app).post(SUPPORT_REQUESTS_PATH).send(supportRequest('kept'));
    expect(filed.status).toBe(201);
    const events = await request(app)
      .post(ANALYTICS_PATH)
      .set('Origin', ORIGIN)
      .send({ events: [pageViewEvent('anon-1', 'e1')] });
    expect(events.status).toBe(202);
    await ingest.flush();
    expect((await request(app).get('/readyz')).body.status).toBe('ready');

    // Exactly what was acknowledged is kept: the other connection's row, and one of each write.
    expect((await store.helpfulCounts(['e1', 'held'])).get('e1')).toEqual({ helpful: 1, notHelpful: 0 });
    expect((await store.helpfulCounts(['held'])).get('held')).toEqual({ helpful: 1, notHelpful: 0 });
    const listed = await store.listSupportRequests({ offset: 0, limit: 10 });
    expect(listed.requests.map((row) => row.summary)).toEqual(['kept']);
    expect((await store.entryTrust()).get('e1')).toMatchObject({ numViews: 1 });
  }, 30_000);
});

const databaseUrl = process.env.TEST_DATABASE_URL;

// Runs where TEST_DATABASE_URL names a PostgreSQL database, as the store's own suite does.
if (databaseUrl) {
  describe('a PostgreSQL table locked by another client', () => {
    let store: Store;
    let other: Client;

    beforeAll(async () => {
      store = await createStore({ dataDir: tmpdir(), databaseUrl });
    });

    afterAll(async () => {
      await store.close();
    });

    beforeEach(async () => {
      other = new Client({ connectionString: databaseUrl });
      await other.connect();
    });

    afterEach(async () => {
      await other.end();
    });

    it('refuses a write that waits for the lock with 503 after the lock timeout, serves pages meanwhile, and keeps writes after', async () => {
      const entryId = `locked-${randomUUID()}`;
      const summary = `locked-${randomUUID()}`;
      const { app } = appOver(store);
      await other.query('BEGIN');
      await other.query('LOCK TABLE feedback, support_requests IN ACCESS EXCLUSIVE MODE');

      const waiting = request(app).post(FEEDBACK_PATH).send({ entryId, pageUrl: '/a/', helpful: true });
      const filing = request(app).post(SUPPORT_REQUESTS_PATH).send(supportRequest(summary));
      const pending = Promise.all([waiting, filing]);
      // While both writes wait for the lock, pages and probes answer.
      const pageStarted = performance.now();
      expect((await request(app).get(topicUrl)).status).toBe(200);
      expect((await request(app).get('/healthz')).status).toBe(200);
      expect(performance.now() - pageStarted).toBeLessThan(POSTGRES_LOCK_TIMEOUT_MS);

      const started = performance.now();
      const [refused, refusedRequest] = await pending;
      expect(performance.now() - started).toBeLessThan(POSTGRES_LOCK_TIMEOUT_MS + 3000);
      for (const response of [refused, refusedRequest]) {
        expect(response.status).toBe(503);
        expect(response.body).toEqual({ error: STORE_UNAVAILABLE_MESSAGE });
        expect(response.headers['retry-after']).toBe('30');
      }
      expect((await request(app).get('/readyz')).body.store.reason).toContain('55P03');

      await other.query('ROLLBACK');
      expect((await request(app).post(FEEDBACK_PATH).send({ entryId, pageUrl: '/a/', helpful: false })).status).toBe(
        204,
      );
      expect((await request(app).post(SUPPORT_REQUESTS_PATH).send(supportRequest(summary))).status).toBe(201);

      expect((await store.helpfulCounts([entryId])).get(entryId)).toEqual({ helpful: 0, notHelpful: 1 });
      const rows = await other.query('select count(*)::int as n from support_requests where summary = $1', [summary]);
      expect(rows.rows[0]).toEqual({ n: 1 });
      expect((await request(app).get('/readyz')).body.status).toBe('ready');
    }, 30_000);
  });
}
