/**
 * Delta sync benchmark: a 10,000-entry space (bench/large-space.ts) served by a loopback stand-in
 * for the Contentful Sync API (test/support/fake-contentful.ts), synced by the real source with the
 * real SDK. After the initial sync and search index build it times, from the call to `syncNow()`:
 *
 * - an empty delta (no items): must cost nothing (no build, no swap, no index rebuild);
 * - a delta with one changed entry: until the new snapshot is current (served by the next request),
 *   against the 500 ms target, and until the search index follows it.
 *
 *   npm run bench:delta                  10,000 entries
 *   npm run bench:delta -- --entries 2000
 *
 * The machine's load average is printed: on a busy machine every figure is pessimistic.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { ContentfulExport } from '../content/tools/sample/space-builder';
import { ContentfulSyncSource } from '../server/content/contentful-source';
import { SnapshotStore } from '../server/content/snapshot-store';
import { SearchService } from '../server/search/search-service';
import { deliveryItem, FakeContentful } from '../test/support/fake-contentful';
import { largeSpace } from './large-space';

const TARGET_LIVE_MS = 500;
const SPACE = 'benchspace';
const TOKEN = 'bench-token';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index === -1 ? undefined : Number(process.argv[index + 1]);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main(): Promise<void> {
  const entryCount = option('entries', 10_000);
  console.log(`Delta sync benchmark: ${entryCount} entries; load average ${load()}`);
  const exported = largeSpace(entryCount) as unknown as ContentfulExport;
  const api = new FakeContentful(exported, SPACE, TOKEN);
  await api.listen();
  const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
  const store = new SnapshotStore(quiet);
  let swaps = 0;
  store.subscribe(() => {
    swaps += 1;
  });
  const source = new ContentfulSyncSource({
    space: SPACE,
    accessToken: TOKEN,
    host: api.host,
    insecure: true,
    basePath: '',
    retryOnError: false,
    timeout: 60_000,
    syncTimeoutMs: 300_000,
    store,
    logger: quiet,
  });

  let started = performance.now();
  await source.start();
  const search = await SearchService.following(store, store.current(), {});
  console.log(`initial sync, snapshot and search index: ${ms(performance.now() - started)}`);

  started = performance.now();
  await source.syncNow();
  const empty = performance.now() - started;
  console.log(`empty delta: ${ms(empty)}, ${swaps - 1} new snapshots (target: none)`);

  const article = exported.entries.find((entry) => entry.sys.contentType?.sys.id === 'pageKbArticle')!;
  const changed = deliveryItem(article);
  changed.fields = { ...changed.fields, title: { 'en-US': 'Changed by the delta benchmark' } };
  changed.sys.revision = (changed.sys.revision ?? 1) + 1;
  api.publish('delta-1', [changed], 'delta-2');
  const before = store.current().version;
  started = performance.now();
  await source.syncNow();
  const live = performance.now() - started;
  const applied = store.current().version !== before && store.current().entry(article.sys.id)?.fields.title;
  await search.rebuild(store.current());
  const indexed = performance.now() - started;
  console.log(
    `one changed entry: live after ${ms(live)} (target ${TARGET_LIVE_MS} ms: ${live <= TARGET_LIVE_MS ? 'met' : 'missed'}), ` +
      `title now ${JSON.stringify(applied)}; search index follows after ${ms(indexed)}`,
  );
  console.log(`load average at the end: ${load()}`);
  search.close();
  source.stop();
  await api.close();
}

void main();
