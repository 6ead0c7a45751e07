import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStore, type RollUpResult, type Store } from '../store/store';
import { pageViewEvent } from '../../test/support/analytics-events';
import { EventRetention, retentionCutoff } from './retention';

describe('retentionCutoff', () => {
  it('keeps the whole day that began the retention period', () => {
    expect(retentionCutoff(new Date('2026-05-31T15:30:00Z'), 90).toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(retentionCutoff(new Date('2026-05-31T00:00:00Z'), 1).toISOString()).toBe('2026-05-30T00:00:00.000Z');
  });
});

describe('EventRetention', () => {
  let dataDir: string;
  let store: Store;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'help-centre-retention-'));
    store = await createStore({ dataDir, databaseUrl: undefined });
  });

  afterEach(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('rolls up the events older than the retention period on start and again on every interval', async () => {
    // Arrange
    let now = new Date('2026-06-10T12:00:00Z');
    await store.recordEvents([pageViewEvent('a', 'old')], new Date('2026-06-01T08:00:00Z'));
    await store.recordEvents([pageViewEvent('a', 'recent')], new Date('2026-06-09T08:00:00Z'));
    const runs: RollUpResult[] = [];
    const retention = new EventRetention({
      store: {
        rollUpEvents: async (before, options) => {
          const result = await store.rollUpEvents(before, options);
          runs.push(result);
          return result;
        },
      },
      retentionDays: 3,
      intervalMs: 20,
      now: () => now,
    });

    // Act
    retention.start();
    await waitFor(() => runs.length >= 1);
    now = new Date('2026-06-13T12:00:00Z');
    await waitFor(() => runs.some((run) => run.days.includes('2026-06-09')));
    await retention.stop();

    // Assert
    expect(runs[0]).toEqual({ days: ['2026-06-01'], rolled: 1, events: 1 });
    const rows = await store.dailyEvents({ from: '2026-06-01', to: '2026-06-30' });
    expect(rows.map((row) => [row.day, row.entryId, row.count])).toEqual([
      ['2026-06-01', 'old', 1],
      ['2026-06-09', 'recent', 1],
    ]);
  });

  it('logs a failed run and keeps the server going', async () => {
    // Arrange
    const warnings: string[] = [];
    const retention = new EventRetention({
      store: { rollUpEvents: () => Promise.reject(new Error('database is locked')) },
      retentionDays: 90,
      logger: { info: () => undefined, warn: (_details, message) => warnings.push(message) },
    });

    // Act
    const result = await retention.run();
    await retention.stop();

    // Assert
    expect(result).toBeUndefined();
    expect(warnings).toEqual(['analytics retention failed; it runs again on the next interval']);
  });

  it('runs no more after it is stopped', async () => {
    // Arrange
    let calls = 0;
    const retention = new EventRetention({
      store: {
        rollUpEvents: () => {
          calls += 1;
          return Promise.resolve({ days: [], rolled: 0, events: 0 });
        },
      },
      retentionDays: 90,
      intervalMs: 10,
    });
    retention.start();
    await retention.stop();
    const afterStop = calls;

    // Act
    await new Promise((resolve) => setTimeout(resolve, 50));

    // Assert
    expect(afterStop).toBe(1);
    expect(calls).toBe(1);
    expect(await retention.run()).toBeUndefined();
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
