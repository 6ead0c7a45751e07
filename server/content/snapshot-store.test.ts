import { ContentLoadError } from '../../shared/errors';
import { fixtureSpace } from './fixture-space';
import type { ContentLogger } from './logger';
import { buildSnapshot } from './snapshot';
import { SnapshotStore } from './snapshot-store';

const silent: ContentLogger = { error: () => undefined };

function snapshots() {
  const first = buildSnapshot(fixtureSpace().toExport(), { logger: silent });
  const space = fixtureSpace();
  space.entry('appName', 'extra', { appName: 'Extra' });
  const second = buildSnapshot(space.toExport(), { logger: silent });
  return { first, second };
}

describe('SnapshotStore', () => {
  it('is not ready and refuses current() before the first swap', () => {
    const store = new SnapshotStore(silent);
    expect(store.ready).toBe(false);
    expect(() => store.current()).toThrow(ContentLoadError);
    expect(() => store.current()).toThrow('No content snapshot has been loaded yet');
  });

  it('serves the swapped-in snapshot and tells subscribers the new and previous one', () => {
    const { first, second } = snapshots();
    const store = new SnapshotStore(silent);
    const seen: [string, string | undefined][] = [];
    store.subscribe((next, previous) => seen.push([next.version, previous?.version]));
    store.swap(first);
    store.swap(second);
    expect(store.ready).toBe(true);
    expect(store.current()).toBe(second);
    expect(seen).toEqual([
      [first.version, undefined],
      [second.version, first.version],
    ]);
  });

  it('stops telling a subscriber after it unsubscribes', () => {
    const { first, second } = snapshots();
    const store = new SnapshotStore(silent);
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.swap(first);
    unsubscribe();
    store.swap(second);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('logs a failing subscriber and still swaps and tells the others', () => {
    const { first } = snapshots();
    const errors: string[] = [];
    const store = new SnapshotStore({ error: (_details, message) => errors.push(message ?? '') });
    const after = jest.fn();
    store.subscribe(() => {
      throw new Error('cache broke');
    });
    store.subscribe(after);
    store.swap(first);
    expect(store.current()).toBe(first);
    expect(after).toHaveBeenCalledWith(first, undefined);
    expect(errors).toEqual(['Content snapshot subscriber failed']);
  });
});
