import type { AnalyticsEvent } from '../../shared/analytics/events';
import { EventIngest } from './ingest';

const event = { name: 'search.reset', at: 1, attributes: {}, context: {} } as unknown as AnalyticsEvent;

function recordingStore() {
  const batches: number[] = [];
  return {
    batches,
    store: {
      health: () => ({ ok: true }),
      recordEvents: (events: readonly AnalyticsEvent[]) => {
        batches.push(events.length);
        return Promise.resolve();
      },
    },
  };
}

describe('the analytics ingest buffer', () => {
  it('writes in transactions of at most the flush size once that many events wait', async () => {
    // Arrange
    const { store, batches } = recordingStore();
    const ingest = new EventIngest({ store, maxEvents: 100, flushEvents: 3, flushIntervalMs: 60_000 });

    // Act
    ingest.offer([event, event]);
    ingest.offer([event, event, event, event]);
    await ingest.flush();

    // Assert
    expect(batches).toEqual([3, 3]);
    expect(ingest.pending).toBe(0);
    await ingest.close();
  });

  it('writes what waits when it closes at shutdown, and accepts nothing afterwards', async () => {
    // Arrange
    const { store, batches } = recordingStore();
    const ingest = new EventIngest({ store, maxEvents: 100, flushEvents: 50, flushIntervalMs: 60_000 });
    ingest.offer([event, event]);

    // Act
    await ingest.close();

    // Assert
    expect(batches).toEqual([2]);
    expect(ingest.offer([event])).toMatchObject({ accepted: false, reason: 'full' });
  });

  it('refuses a batch that would overflow the buffer as a whole', () => {
    // Arrange
    const { store } = recordingStore();
    const ingest = new EventIngest({ store, maxEvents: 3, flushEvents: 50, flushIntervalMs: 60_000 });
    ingest.offer([event, event]);

    // Act
    const outcome = ingest.offer([event, event]);

    // Assert
    expect(outcome).toMatchObject({ accepted: false, reason: 'full' });
    expect(ingest.pending).toBe(2);
  });
});
