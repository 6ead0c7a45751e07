/**
 * Delta sync benchmark: a 10,000-entry space (bench/large-space.ts) served by a loopback stand-in
 * for the Contentful Sync API (test/support/fake-contentful.ts), synced by the real source with the
 * real SDK. After the initial sync and search index build it times, from the call to `syncNow()`:
 *
 * - an empty delta (no items): must cost nothing (no build, no swap, no index rebuild);
 * - deltas of one changed entry, one new entry, one deleted entry, one changed asset, and a changed
 *   entry that hundreds of others link to (a KB home): each until the new snapshot is current
 *   (served by the next request) and until the search index has been updated in place to follow it,
 *   both against the 500 ms target, with PASS or FAIL.
 *
 * The app (createApp from source, pages drawn by the integration tests' template) follows the same
 * store with its html cache filled first: every route is requested until the cache holds its maximum
 * (HTML_CACHE_MAX_BYTES, 64 MiB) or every route is in it. Each swap then runs the per-page
 * invalidation pass over that full cache (server/render/page-invalidation.ts) before the next request
 * can be served, and its time, the pages kept and dropped are printed for each delta. The pages it
 * dropped are requested again before the next delta, so each one meets a full cache.
 *
 * It also prints the heap and resident memory once the first index is built (after a full garbage
 * collection), and, with `--reopen`, saves that index to a temporary DATA_DIR and times the deltas
 * against an index reopened from the file instead (docs/adr/042-warm-start.md).
 *
 *   npm run bench:delta                  10,000 entries
 *   npm run bench:delta -- --entries 2000
 *   npm run bench:delta -- --no-pages     without the app and its html cache
 *   npm run bench:delta -- --reopen
 *
 * Each delta also prints this process's CPU time until live and until indexed, and the CPU time of
 * the invalidation pass, with the pages it examined and the lookups it computed again: the load of
 * a shared machine inflates wall times but not CPU time.
 *
 * The machine's load average is printed: on a busy machine every figure is pessimistic.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import pino from 'pino';
import { parseConfig } from '../config/config';
import type { ContentfulExport } from '../content/tools/sample/space-builder';
import { createApp } from '../server/app';
import { PageInvalidation } from '../server/render/page-invalidation';
import type { HtmlCache } from '../server/render/html-cache';
import { ContentfulSyncSource } from '../server/content/contentful-source';
import { SnapshotStore } from '../server/content/snapshot-store';
import { SearchIndexFile } from '../server/search/index-file';
import { SearchService } from '../server/search/search-service';
import { deliveryItem, FakeContentful } from '../test/support/fake-contentful';
import { contractLoadTemplate } from '../test/integration/support';
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
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Heap and resident memory after a full collection, so the figure is what is held, not garbage. */
function memory(): string {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  const { heapUsed, rss } = process.memoryUsage();
  return `heap used ${mb(heapUsed)}, resident ${mb(rss)}`;
}

/** The search service's report of an update in place, in a few words. */
function describe(details: Record<string, unknown> | undefined): string {
  if (!details) return 'search index not updated in place';
  const count = (key: string) => Number(details[key] ?? 0);
  return (
    `${count('upserted')} documents upserted, ${count('removed')} removed, ${count('extracted')} texts read again, ` +
    `index changed in ${ms(count('milliseconds'))}`
  );
}

/** What the invalidation pass of the last swap logged: pages kept and dropped, its milliseconds. */
interface InvalidationReport {
  pagesKept?: number;
  pagesDropped?: number;
  ms?: number;
  cpuMs?: number;
  pagesExamined?: number;
  lookupsCompared?: number;
  purgeKeys?: number | string;
  everything?: string | false;
}

/** The app over the store, its html cache, and a way to request pages in this process's server. */
async function startApp(store: SnapshotStore, onInvalidated: (report: InvalidationReport) => void) {
  let cache: HtmlCache | undefined;
  const config = parseConfig({
    NODE_ENV: 'production',
    PUBLIC_BASE_URL: 'https://support.example.com',
    // No browser build is needed to render pages; the app then names no scripts.
    CLIENT_DIST_DIR: 'test/fixtures/no-client-build',
  });
  const app = createApp({
    config,
    snapshotStore: store,
    logger: pino({ level: 'silent' }),
    // The page templates import stylesheets that only the browser build can load, so pages are drawn
    // by the integration tests' template: what a page reads comes from the resolvers all the same.
    loadTemplate: contractLoadTemplate,
    invalidation: (htmlCache) => {
      cache = htmlCache;
      return new PageInvalidation({
        cache: htmlCache,
        purger: undefined,
        logger: {
          error: () => undefined,
          info: (details, message) => {
            if (message === 'Pages invalidated by the new content') onInvalidated(details);
          },
        },
      });
    },
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const get = async (url: string, attempt = 1): Promise<number> => {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${url}`);
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      // A kept-alive socket the server closed as it was reused (ECONNRESET) is tried once more on a new one.
      if (attempt > 1) throw error;
      return get(url, attempt + 1);
    }
  };
  return { cache: cache!, maxBytes: config.htmlCache.maxBytes, get, close: () => server.close() };
}

async function main(): Promise<void> {
  const entryCount = option('entries', 10_000);
  console.log(`Delta sync benchmark: ${entryCount} entries; load average ${load()}`);
  const exported = largeSpace(entryCount) as unknown as ContentfulExport;
  const api = new FakeContentful(exported, SPACE, TOKEN);
  await api.listen();
  const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
  const store = new SnapshotStore(quiet);
  let swaps = 0;
  let swappedAt = 0;
  store.subscribe(() => {
    swaps += 1;
    swappedAt = performance.now();
  });
  const source = new ContentfulSyncSource({
    space: SPACE,
    accessToken: TOKEN,
    host: api.host,
    insecure: true,
    basePath: '',
    retryOnError: false,
    // Generous: on a loaded machine the stand-in serves the initial 10,000 entries slowly.
    timeout: 300_000,
    syncTimeoutMs: 300_000,
    store,
    logger: quiet,
  });

  let started = performance.now();
  await source.start();
  // What the service reports of each update in place: documents changed, texts read again, time.
  let updated: Record<string, unknown> | undefined;
  const searchLogger = {
    info: (details: Record<string, unknown>, message: string) => {
      if (message === 'Search index updated') updated = details;
    },
    error: (details: Record<string, unknown>, message: string) => console.error(message, details),
  };
  const dataDir = process.argv.includes('--reopen') ? mkdtempSync(path.join(tmpdir(), 'bench-delta-')) : undefined;
  const saving = dataDir ? new SearchIndexFile(dataDir, quiet) : undefined;
  let search = await SearchService.following(store, store.current(), {
    logger: searchLogger,
    ...(saving ? { indexFile: saving } : {}),
  });
  console.log(
    `initial sync, snapshot and search index of ${search.documentCount} documents: ${ms(performance.now() - started)}; ` +
      `${memory()}`,
  );
  if (dataDir && saving) {
    await saving.flushed();
    search.close();
    started = performance.now();
    const indexFile = new SearchIndexFile(dataDir, quiet);
    search = await SearchService.following(store, store.current(), { logger: searchLogger, indexFile });
    console.log(
      `search index reopened from the saved file in ${ms(performance.now() - started)}; the deltas below update it; ${memory()}`,
    );
  }

  // The app subscribes after the timing listener above, so a swap's time excludes the invalidation
  // pass; the listener below marks when that pass (run in the swap) has finished.
  const invalidations: InvalidationReport[] = [];
  const site = process.argv.includes('--no-pages')
    ? undefined
    : await startApp(store, (report) => invalidations.push(report));
  let invalidatedAt = 0;
  let liveCpu: NodeJS.CpuUsage | undefined;
  store.subscribe(() => {
    invalidatedAt = performance.now();
    liveCpu = process.cpuUsage();
  });
  const filled: string[] = [];
  if (site) {
    started = performance.now();
    for (const { url } of store.current().routes()) {
      if (site.cache.stats().bytes >= site.maxBytes * 0.98) break;
      if ((await site.get(url)) === 200) filled.push(url);
    }
    const stats = site.cache.stats();
    console.log(
      `html cache filled with ${stats.entries} pages (${filled.length} answered 200) (${(stats.bytes / 1024 / 1024).toFixed(1)} of ${(site.maxBytes / 1024 / 1024).toFixed(0)} MiB) in ${ms(performance.now() - started)}; load average ${load()}`,
    );
  }
  const refill = async () => {
    for (const url of filled) await site?.get(url);
  };

  started = performance.now();
  await source.syncNow();
  const empty = performance.now() - started;
  const emptyVerdict = swaps === 1 && empty <= TARGET_LIVE_MS ? 'PASS' : 'FAIL';
  console.log(
    `unchanged (empty) delta: ${ms(empty)}, ${swaps - 1} new snapshots (target: none, under ${TARGET_LIVE_MS} ms): ${emptyVerdict}`,
  );
  let failures = emptyVerdict === 'PASS' ? 0 : 1;

  // Each delta is applied to the content the one before it left, as published changes would be.
  const ofType = (type: string) => exported.entries.filter((entry) => entry.sys.contentType?.sys.id === type);
  const articles = ofType('pageKbArticle').filter((entry) => entry.sys.id.includes('-copy-'));
  const retitled = (entry: (typeof exported.entries)[number], title: string) => {
    const item = deliveryItem(entry);
    item.fields = { ...item.fields, title: { 'en-US': title } };
    item.sys.revision = (item.sys.revision ?? 1) + 1;
    return item;
  };
  const added = deliveryItem(articles[1]!);
  added.sys.id = 'added-by-the-delta-benchmark';
  added.fields = { ...added.fields, slug: { 'en-US': 'added-by-the-delta-benchmark' }, title: { 'en-US': 'Added' } };
  const asset = deliveryItem(exported.assets[0]!);
  asset.fields = { ...asset.fields, title: { 'en-US': 'Changed asset' } };
  asset.sys.revision = (asset.sys.revision ?? 1) + 1;
  const kbHome = ofType('pageKbHome').find((home) =>
    exported.entries.some((entry) => JSON.stringify(entry.fields.kbHome ?? null).includes(home.sys.id)),
  )!;
  const linkers = exported.entries.filter((entry) => JSON.stringify(entry.fields).includes(`"${kbHome.sys.id}"`));
  const deltas: { name: string; items: unknown[]; check: () => boolean }[] = [
    {
      name: 'one changed entry',
      items: [retitled(articles[0]!, 'Changed by the delta benchmark')],
      check: () => store.current().entry(articles[0]!.sys.id)?.fields.title === 'Changed by the delta benchmark',
    },
    {
      name: 'one new entry',
      items: [added],
      check: () => store.current().urlOf(added.sys.id) !== undefined,
    },
    {
      name: 'one deleted entry',
      items: [{ sys: { type: 'DeletedEntry', id: articles[2]!.sys.id } }],
      check: () => store.current().entry(articles[2]!.sys.id) === undefined,
    },
    {
      name: 'one changed asset',
      items: [asset],
      check: () => store.current().asset(asset.sys.id)?.title === 'Changed asset',
    },
    {
      name: `a changed entry ${linkers.length} others link to (KB home)`,
      items: [retitled(kbHome, 'Changed KB home')],
      check: () => store.current().entry(kbHome.sys.id)?.fields.title === 'Changed KB home',
    },
  ];
  let token = 1;
  for (const { name, items, check } of deltas) {
    api.publish(`delta-${token}`, items, `delta-${token + 1}`);
    token += 1;
    await refill();
    const before = store.current().version;
    updated = undefined;
    const invalidationsBefore = invalidations.length;
    started = performance.now();
    const cpu = process.cpuUsage();
    await source.syncNow();
    // Live from the swap and the invalidation pass run in it: the next request reads the new snapshot.
    const swapped = swappedAt - started;
    const live = invalidatedAt - started;
    const applied = store.current().version !== before && check();
    // The service heard the swap and updates its index in place; this waits for that update.
    await search.rebuild(store.current());
    const indexed = performance.now() - started;
    const used = process.cpuUsage(cpu);
    // CPU time is what the delta cost this process, which the machine's load does not inflate.
    const cpuLive = liveCpu ? (liveCpu.user + liveCpu.system - cpu.user - cpu.system) / 1000 : Number.NaN;
    const verdict = (value: number) => (value <= TARGET_LIVE_MS ? 'PASS' : 'FAIL');
    if (verdict(live) === 'FAIL' || verdict(indexed) === 'FAIL' || !applied) failures += 1;
    const report = invalidations.length > invalidationsBefore ? invalidations.at(-1) : undefined;
    const pages = site
      ? `, then the page invalidation pass over the full html cache ${ms(report?.ms ?? Number.NaN)} ` +
        `(CPU ${ms(report?.cpuMs ?? Number.NaN)}) ` +
        `(${report?.pagesExamined ?? 0} pages examined, ${report?.pagesKept ?? 0} kept, ${report?.pagesDropped ?? 0} dropped, ` +
        `${report?.lookupsCompared ?? 0} lookups compared, ` +
        `purge keys ${String(report?.purgeKeys ?? 'none')})`
      : '';
    console.log(
      `${name}: live after ${ms(live)} (target ${TARGET_LIVE_MS} ms: ${verdict(live)}; snapshot swapped after ${ms(swapped)}${pages}), ` +
        `${applied ? 'applied' : 'NOT APPLIED'}; search index updated after ${ms(indexed)} ` +
        `(target ${TARGET_LIVE_MS} ms: ${verdict(indexed)}), ${ms(indexed - live)} after the swap; ` +
        `CPU ${ms(cpuLive)} until live, ${ms((used.user + used.system) / 1000)} until indexed; ${describe(updated)}; ` +
        `load average ${load()}`,
    );
  }
  console.log(
    `${failures === 0 ? 'PASS' : 'FAIL'}: ${failures} of ${deltas.length + 1} deltas missed; load average at the end: ${load()}`,
  );
  search.close();
  site?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  source.stop();
  await api.close();
}

void main();
