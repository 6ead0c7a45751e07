import request from 'supertest';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { EventIngest } from '../../server/analytics/ingest';
import { StoreUnavailableError, type Store } from '../../server/store/store';
import { ANALYTICS_PATH } from '../../shared/analytics/wire';
import { pageViewEvent } from '../support/analytics-events';
import { buildTestApp, storeForEachTest } from './support';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });
const ORIGIN = 'https://support.example.com';

let store: Store;
let ingest: EventIngest;

afterEach(async () => {
  await ingest.close();
});

storeForEachTest('analytics', (opened) => {
  store = opened;
});

function build(options: { maxEvents?: number; address?: number; visitor?: number } = {}) {
  ingest = new EventIngest({ store, maxEvents: options.maxEvents ?? 1000, flushEvents: 100, flushIntervalMs: 60_000 });
  return buildTestApp(snapshot, {
    store,
    analytics: ingest,
    analyticsLimits: {
      addressLimit: { limit: options.address ?? 1000, windowMs: 60_000 },
      visitorLimit: { limit: options.visitor ?? 1000, windowMs: 60_000 },
    },
  }).app;
}

const post = (app: ReturnType<typeof build>, body: unknown) =>
  request(app)
    .post(ANALYTICS_PATH)
    .set('Origin', ORIGIN)
    .send(body as object);

describe('POST /gateway/api/analytics', () => {
  it('accepts a batch with 202 and writes every event with the server receive time', async () => {
    // Arrange
    const app = build();

    // Act
    const response = await post(app, {
      events: [pageViewEvent(), pageViewEvent(), pageViewEvent('anon-2', 'entry-2')],
    });
    await ingest.flush();

    // Assert
    expect(response.status).toBe(202);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect((await store.entryTrust()).get('entry-1')).toEqual({ helpfulCount: 0, numViews: 2 });
    expect(ingest.written).toBe(3);
  });

  it('accepts a same-origin beacon sent as text/plain with a session cookie', async () => {
    // Arrange
    const app = build();

    // Act
    const response = await request(app)
      .post(ANALYTICS_PATH)
      .set('Origin', ORIGIN)
      .set('Cookie', 'hc_session=abc')
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify({ events: [pageViewEvent()] }));

    // Assert
    expect(response.status).toBe(202);
  });

  it('refuses an unknown event with 400 naming it, and writes nothing of the batch', async () => {
    // Arrange
    const app = build();

    // Act
    const response = await post(app, { events: [pageViewEvent(), { ...pageViewEvent(), name: 'mouse.moved' }] });
    await ingest.flush();

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'events[1].name: is not a known event (mouse.moved)' });
    expect(ingest.written).toBe(0);
  });

  it('refuses a body that is not JSON with 400 and one over 64 KB with 413', async () => {
    // Arrange
    const app = build();
    const huge = { events: [{ ...pageViewEvent(), attributes: { path: 'x'.repeat(70_000) } }] };

    // Act
    const malformed = await request(app)
      .post(ANALYTICS_PATH)
      .set('Origin', ORIGIN)
      .set('Content-Type', 'application/json')
      .send('{"events": [');
    const tooLarge = await post(app, huge);

    // Assert
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'body: must be valid JSON' });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ error: 'body: must be at most 65536 bytes' });
  });

  it('refuses a batch of more than 50 events with 400', async () => {
    // Arrange
    const app = build();

    // Act
    const response = await post(app, { events: Array.from({ length: 51 }, () => pageViewEvent()) });

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'events: must hold at most 50 events' });
  });

  it('answers 503 with Retry-After when the buffer is full, and keeps what it accepted', async () => {
    // Arrange
    const app = build({ maxEvents: 3 });
    await post(app, { events: [pageViewEvent(), pageViewEvent()] });

    // Act
    const refused = await post(app, { events: [pageViewEvent(), pageViewEvent()] });
    await ingest.flush();

    // Assert
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(ingest.written).toBe(2);
  });

  it('answers 503 with Retry-After when the store reports it cannot write', async () => {
    // Arrange
    const app = build();
    const health = jest.spyOn(store, 'health').mockReturnValue({ ok: false, reason: 'the database file was replaced' });

    // Act
    const refused = await post(app, { events: [pageViewEvent()] });
    health.mockRestore();
    const accepted = await post(app, { events: [pageViewEvent()] });
    await ingest.flush();

    // Assert
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body.error).toMatch(/retry later/);
    expect(accepted.status).toBe(202);
    expect(ingest.written).toBe(1);
  });

  it('keeps accepted events through a refused write, refuses new batches meanwhile, and writes them all later', async () => {
    // Arrange
    const app = build();
    const write = jest
      .spyOn(store, 'recordEvents')
      .mockRejectedValueOnce(new StoreUnavailableError('SQLITE_BUSY: database is locked'));
    await post(app, { events: [pageViewEvent(), pageViewEvent()] });
    await ingest.flush();

    // Act
    const whileRefused = await post(app, { events: [pageViewEvent()] });
    await ingest.flush();
    const afterwards = await post(app, { events: [pageViewEvent()] });
    await ingest.flush();

    // Assert
    expect(whileRefused.status).toBe(503);
    expect(afterwards.status).toBe(202);
    expect(write).toHaveBeenCalledTimes(3);
    expect((await store.entryTrust()).get('entry-1')?.numViews).toBe(3);
  });

  it('limits batches per address and per anonymous id with 429', async () => {
    // Arrange
    const perVisitor = build({ visitor: 2 });

    // Act
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1)
      statuses.push((await post(perVisitor, { events: [pageViewEvent()] })).status);
    const otherVisitor = await post(perVisitor, { events: [pageViewEvent('anon-2')] });
    await ingest.close();
    const perAddress = build({ address: 1 });
    const first = await post(perAddress, { events: [pageViewEvent('anon-3')] });
    const second = await post(perAddress, { events: [pageViewEvent('anon-4')] });

    // Assert
    expect(statuses).toEqual([202, 202, 429]);
    expect(otherVisitor.status).toBe(202);
    expect([first.status, second.status]).toEqual([202, 429]);
  });
});
