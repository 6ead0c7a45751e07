/**
 * Traffic limits through the whole app: per-visitor rate limits behind a proxy named by TRUST_PROXY,
 * limits on search and answer, and overload shedding with the probes exempt.
 */
import request from 'supertest';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { overloadGuard } from '../../server/middleware/overload';
import { SearchService } from '../../server/search/search-service';
import { SEARCH_PATH } from '../../server/search/router';
import { SEARCH_RATE_LIMIT } from '../../server/app';
import { buildTestApp } from './support';
import express from 'express';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });

async function searchAs(app: express.Express, forwardedFor?: string) {
  const call = request(app).post(SEARCH_PATH).send({ query: 'board' });
  return forwardedFor ? call.set('X-Forwarded-For', forwardedFor) : call;
}

describe('rate limits', () => {
  const service = SearchService.fromSnapshot(snapshot);
  afterAll(() => service.close());

  it('limits search per visitor and answers 429 with Retry-After over the limit', async () => {
    const { app } = buildTestApp(snapshot, { searchService: service });
    for (let count = 0; count < SEARCH_RATE_LIMIT.limit; count += 1) {
      expect((await searchAs(app)).status).toBe(200);
    }
    const refused = await searchAs(app);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts each forwarded visitor separately behind a trusted proxy', async () => {
    const { app } = buildTestApp(snapshot, { searchService: service, env: { TRUST_PROXY: '1' } });
    for (let count = 0; count < SEARCH_RATE_LIMIT.limit; count += 1) await searchAs(app, '203.0.113.1');

    expect((await searchAs(app, '203.0.113.1')).status).toBe(429);
    // Another visitor behind the same CDN (same socket address) still gets answers.
    expect((await searchAs(app, '203.0.113.2')).status).toBe(200);
  });

  it('ignores X-Forwarded-For when no proxy is trusted, so a client cannot pick its own key', async () => {
    const { app } = buildTestApp(snapshot, { searchService: service });
    for (let count = 0; count < SEARCH_RATE_LIMIT.limit; count += 1) await searchAs(app, `198.51.100.${count % 250}`);

    expect((await searchAs(app, '198.51.100.251')).status).toBe(429);
  });

  it('trusts only the listed proxy addresses', async () => {
    const { app } = buildTestApp(snapshot, { searchService: service, env: { TRUST_PROXY: '10.0.0.0/8' } });
    for (let count = 0; count < SEARCH_RATE_LIMIT.limit; count += 1) await searchAs(app, `198.51.100.${count % 250}`);

    // The test client connects over loopback, which is not in the list: the socket address counts.
    expect((await searchAs(app, '198.51.100.251')).status).toBe(429);
  });
});

/** Waits until a condition holds, checking every few milliseconds, for at most two seconds. */
async function until(condition: () => boolean): Promise<void> {
  for (const started = Date.now(); !condition();) {
    if (Date.now() - started > 2_000) throw new Error('The condition did not hold within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('overload shedding', () => {
  it('answers 503 with Retry-After while the event loop is behind, and serves the probes', async () => {
    let delay = 500;
    const guard = overloadGuard({ maxDelayMs: 100, intervalMs: 5, delayMs: () => delay });
    const app = express();
    app.use(guard.middleware);
    app.get(['/', '/healthz', '/readyz'], (_req, res) => res.send('ok'));
    // The guard decides on its own timer; a busy machine may run it later than its interval.
    await until(() => guard.shedding);

    const shed = await request(app).get('/');
    expect(shed.status).toBe(503);
    expect(shed.headers['retry-after']).toBe('2');
    expect(shed.body).toEqual({ error: 'The server is busy. Please try again in a moment.' });
    expect((await request(app).get('/healthz')).status).toBe(200);
    expect((await request(app).get('/readyz')).status).toBe(200);

    delay = 1;
    await until(() => !guard.shedding);
    expect((await request(app).get('/')).status).toBe(200);
    guard.stop();
  });

  const stall = (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      // A synchronous stall: what a burst of uncached renders does to the loop.
    }
  };
  // The overdue sampling tick runs as soon as the loop is free again.
  const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

  it('measures the real event loop delay and sheds once the loop stays blocked', async () => {
    const guard = overloadGuard({ maxDelayMs: 50, intervalMs: 100 });

    stall(300);
    await tick();
    stall(300);
    await tick();

    expect(guard.shedding).toBe(true);
    guard.stop();
  });

  it('does not shed for one slow tick, such as a garbage collection pause', async () => {
    const guard = overloadGuard({ maxDelayMs: 50, intervalMs: 100 });

    stall(300);
    await tick();

    expect(guard.shedding).toBe(false);
    guard.stop();
  });

  it('keeps serving static files while it sheds pages', async () => {
    const guard = overloadGuard({ maxDelayMs: 100, intervalMs: 5, delayMs: () => 500 });
    const app = express();
    app.use(guard.middleware);
    app.get(['/', '/static/main.js', '/content-assets/logo.svg'], (_req, res) => res.send('ok'));
    await new Promise((resolve) => setTimeout(resolve, 30));

    expect((await request(app).get('/')).status).toBe(503);
    expect((await request(app).get('/static/main.js')).status).toBe(200);
    expect((await request(app).get('/content-assets/logo.svg')).status).toBe(200);
    guard.stop();
  });
});
