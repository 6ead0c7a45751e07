import type { ContentSnapshot } from '../content/snapshot-types';
import { SearchService } from './search-service';
import type { SnapshotSubscribable } from './search-service';
import { entry, fakeSnapshot } from './test-snapshot';

function snapshotWith(version: string, titles: string[]): ContentSnapshot {
  const name = entry('pn', 'productName', { productName: 'Jira Software', productNameId: 'jira-software' });
  const product = entry('p', 'product', { productNameReference: name, slug: 'jira', deployment: 'Cloud' });
  const collection = entry('c', 'collection', { title: 'Guides', context: product, pageType: 'Guide' });
  const topics = titles.map((title, n) =>
    entry(`t${n}`, 'topic', { topicTitle: title, collection, bodyHtml: `<p>${title}</p>` }),
  );
  return fakeSnapshot({
    version,
    entries: [name, product, collection, ...topics],
    routes: topics.map((topic, n) => ({ url: `/jira/docs/t${n}/`, entryId: topic.id, contentType: 'topic' })),
  });
}

class FakeStore implements SnapshotSubscribable {
  private listeners: ((snapshot: ContentSnapshot) => void)[] = [];
  subscribe(listener: (snapshot: ContentSnapshot) => void): () => void {
    this.listeners.push(listener);
    return () => {
      this.listeners = this.listeners.filter((item) => item !== listener);
    };
  }
  publish(snapshot: ContentSnapshot): void {
    for (const listener of this.listeners) listener(snapshot);
  }
}

describe('SearchService', () => {
  it('answers from the first snapshot as soon as it is created', async () => {
    const service = SearchService.fromSnapshot(snapshotWith('v1', ['Create a board']));
    expect((await service.search({ query: 'board' })).pagination.total).toBe(1);
    service.close();
  });

  it('keeps answering from the old index while a new one is built, then swaps', async () => {
    const store = new FakeStore();
    const service = await SearchService.following(store, snapshotWith('v1', ['Create a board']), { batchSize: 10 });
    const many = Array.from({ length: 300 }, (_, n) => `Sprint report ${n}`);
    store.publish(snapshotWith('v2', ['Create a board', ...many]));

    const duringRebuild: number[] = [];
    const failures: unknown[] = [];
    const probe = setInterval(() => {
      service.search({ query: 'sprint' }).then(
        (outcome) => duringRebuild.push(outcome.pagination.total),
        (error: unknown) => failures.push(error),
      );
    }, 0);
    await service.rebuild(snapshotWith('v2', ['Create a board', ...many]));
    clearInterval(probe);
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toEqual([]);

    expect(duringRebuild.length).toBeGreaterThan(0);
    expect(duringRebuild.every((total) => total === 0 || total === 300)).toBe(true);
    expect(duringRebuild).toContain(0);
    expect(service.version).toBe('v2');
    expect((await service.search({ query: 'sprint' })).pagination.total).toBe(300);
    service.close();
  });

  it('builds only the newest of several snapshots that arrive during a rebuild', async () => {
    const service = SearchService.fromSnapshot(snapshotWith('v1', ['One']), { batchSize: 1 });
    const built: string[] = [];
    const logged = SearchService.fromSnapshot(snapshotWith('v1', ['One']), {
      batchSize: 1,
      logger: { info: (details) => built.push(String(details.snapshotVersion)), error: () => undefined },
    });
    void logged.rebuild(snapshotWith('v2', ['Two', 'Two b']));
    void logged.rebuild(snapshotWith('v3', ['Three']));
    await logged.rebuild(snapshotWith('v4', ['Four']));
    expect(built).toEqual(['v1', 'v2', 'v4']);
    expect((await logged.search({ query: 'four' })).pagination.total).toBe(1);
    service.close();
    logged.close();
  });

  it('builds a large snapshot in worker threads, one shard each, and rebuilds it the same way', async () => {
    const built: Record<string, unknown>[] = [];
    const logger = { info: (details: Record<string, unknown>) => built.push(details), error: () => undefined };
    const store = new FakeStore();
    const titles = (word: string): string[] => Array.from({ length: 40 }, (_, n) => `${word} report ${n}`);
    const service = await SearchService.following(store, snapshotWith('v1', titles('Sprint')), {
      logger,
      parallelFrom: 20,
      threads: 2,
    });
    expect((await service.search({ query: 'sprint' })).pagination.total).toBe(40);
    await service.rebuild(snapshotWith('v2', titles('Velocity')));
    expect((await service.search({ query: 'velocity' })).pagination.total).toBe(40);
    expect((await service.search({ query: 'sprint' })).pagination.total).toBe(0);
    expect(built.map((details) => [details.snapshotVersion, details.shards])).toEqual([
      ['v1', 2],
      ['v2', 2],
    ]);
    service.close();
  });

  it('stops a rebuild in worker threads when the service is closed', async () => {
    const errors: unknown[] = [];
    const logger = { info: () => undefined, error: (details: Record<string, unknown>) => errors.push(details) };
    const service = SearchService.fromSnapshot(snapshotWith('v1', ['One']), { logger, parallelFrom: 2, threads: 2 });
    const rebuilding = service.rebuild(snapshotWith('v2', ['Two', 'Three', 'Four']));
    service.close();
    await rebuilding;
    expect(errors).toEqual([]);
    expect(service.version).toBe('v1');
  });

  it('builds the same snapshot again when a worker of the index in use crashes', async () => {
    const built: unknown[] = [];
    const errors: string[] = [];
    const logger = {
      info: (details: Record<string, unknown>) => built.push(details.snapshotVersion),
      error: (_details: Record<string, unknown>, message: string) => errors.push(message),
    };
    const titles = Array.from({ length: 30 }, (_, n) => `Sprint report ${n}`);
    const service = await SearchService.following(new FakeStore(), snapshotWith('v1', titles), {
      logger,
      parallelFrom: 20,
      threads: 2,
    });
    const internals = service as unknown as {
      index: { parts: { shards: { worker: { terminate(): Promise<number> } }[] } };
    };
    await internals.index.parts.shards[0]!.worker.terminate();
    await expect(service.search({ query: 'sprint' })).rejects.toThrow('A search shard worker stopped');

    for (let waited = 0; built.length < 2 && waited < 10_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(errors).toEqual(['Search index lost a worker; rebuilding']);
    expect(built).toEqual(['v1', 'v1']);
    expect((await service.search({ query: 'sprint' })).pagination.total).toBe(30);
    service.close();
  });
});
