import type { EventContext } from '../../shared/analytics/events';
import {
  createAnalytics,
  MAX_PENDING_EVENTS,
  PENDING_STORAGE_KEY,
  SEND_AT_EVENTS,
  type AnalyticsDeps,
} from './analytics';

const context: EventContext = {
  product: 'sac',
  anonymousId: 'anon',
  sessionId: 'session',
  contentType: 'topic',
  contentAri: 'ari:cloud:help::topic/a',
  entryId: 'a',
  locale: 'en-US',
  loggedIn: false,
};

/** jsdom has no fetch Response; the client reads only these three members. */
const reply = (status: number, headers: Record<string, string> = {}) =>
  Promise.resolve({
    status,
    ok: status < 300,
    headers: { get: (name: string) => headers[name] ?? null },
  } as unknown as Response);

function setUp(responses: (() => Promise<Response>)[] = []) {
  const sent: unknown[][] = [];
  const beacons: unknown[][] = [];
  let time = 1_000;
  const timers: { at: number; callback: () => void }[] = [];
  const fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    sent.push((JSON.parse(init!.body as string) as { events: unknown[] }).events);
    const next = responses.shift();
    return next ? next() : reply(202);
  });
  const deps: AnalyticsDeps = {
    context: () => context,
    fetch: fetch,
    sendBeacon: (_url, data) => {
      beacons.push((JSON.parse(data) as { events: unknown[] }).events);
      return true;
    },
    storage: window.localStorage,
    now: () => time,
    setTimeout: (callback, ms) => timers.push({ at: time + ms, callback }),
    log: () => undefined,
  };
  return {
    deps,
    fetch,
    sent,
    beacons,
    timers,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const reset = { name: 'search.reset', attributes: {} } as const;

beforeEach(() => window.localStorage.clear());

describe('the analytics client', () => {
  it('sends a batch once 20 events wait, tagged with the context and the time', async () => {
    // Arrange
    const { deps, sent } = setUp();
    const analytics = createAnalytics(deps);

    // Act
    for (let i = 0; i < SEND_AT_EVENTS - 1; i += 1) analytics.track(reset);
    const before = sent.length;
    analytics.track(reset);
    await Promise.resolve();

    // Assert
    expect(before).toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(SEND_AT_EVENTS);
    expect(sent[0]![0]).toEqual({ name: 'search.reset', attributes: {}, context, at: 1_000 });
  });

  it('masks e-mail addresses and tokens in search text before sending', async () => {
    // Arrange
    const { deps, sent } = setUp();
    const analytics = createAnalytics(deps);

    // Act
    analytics.track({
      name: 'search.entered',
      attributes: { location: 'header', query: 'ada@example.com Bearer abc123' },
    });
    await analytics.send();

    // Assert
    expect(sent[0]![0]).toMatchObject({ attributes: { query: '[email] Bearer [token]' } });
  });

  it('keeps a batch refused with 503 in local storage and retries no sooner than Retry-After', async () => {
    // Arrange
    const { deps, sent, timers, advance } = setUp([() => reply(503, { 'Retry-After': '30' })]);
    const analytics = createAnalytics(deps);
    analytics.track(reset);

    // Act
    await analytics.send();
    const stored = JSON.parse(window.localStorage.getItem(PENDING_STORAGE_KEY)!) as unknown[];
    advance(10_000);
    await analytics.send();
    const tooEarly = sent.length;
    advance(20_000);
    timers[0]!.callback();
    await Promise.resolve();
    await Promise.resolve();

    // Assert
    expect(stored).toHaveLength(1);
    expect(timers[0]!.at).toBe(1_000 + 30_000);
    expect(tooEarly).toBe(1);
    expect(sent).toHaveLength(2);
    expect(analytics.queued).toBe(0);
  });

  it('keeps a batch through a network failure, and a later page sends it first', async () => {
    // Arrange
    const { deps } = setUp([() => Promise.reject(new TypeError('Failed to fetch'))]);
    const first = createAnalytics(deps);
    first.track(reset);
    await first.send();

    // Act
    const next = setUp();
    const second = createAnalytics(next.deps);
    second.track({ name: 'dwell.time', attributes: { seconds: 5 } });
    await second.send();

    // Assert
    expect(next.sent[0]!.map((event) => (event as { name: string }).name)).toEqual(['search.reset', 'dwell.time']);
  });

  it('bounds what it keeps in local storage to the newest events', async () => {
    // Arrange
    const { deps } = setUp([() => Promise.reject(new TypeError('offline'))]);
    const analytics = createAnalytics(deps);
    for (let i = 0; i < MAX_PENDING_EVENTS + 30; i += 1)
      analytics.track({ name: 'dwell.time', attributes: { seconds: i + 1 } });

    // Act
    await analytics.send();

    // Assert
    const stored = JSON.parse(window.localStorage.getItem(PENDING_STORAGE_KEY)!) as {
      attributes: { seconds: number };
    }[];
    expect(stored).toHaveLength(MAX_PENDING_EVENTS);
    expect(stored.at(-1)!.attributes.seconds).toBe(MAX_PENDING_EVENTS + 30);
  });

  it('sends what waits with sendBeacon when the page is left, in batches of at most 50', () => {
    // Arrange
    const { deps, beacons } = setUp();
    const analytics = createAnalytics({ ...deps, fetch: jest.fn() });
    for (let i = 0; i < 19; i += 1) analytics.track(reset);
    const more = createAnalytics({ ...deps, fetch: jest.fn() });

    // Act
    analytics.beacon();
    more.beacon();

    // Assert
    expect(beacons.map((batch) => batch.length)).toEqual([19]);
    expect(analytics.queued).toBe(0);
  });
});
