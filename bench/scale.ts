/**
 * Speed at size (issue 15): the Python documentation corpus (`npm run corpus:python`) at its own
 * size and replicated to 10,000 and 50,000 entries, each copy an extra product with its own ids and
 * slugs. For each size the production server (dist/server/start.js, as `npm start` runs it) is
 * started as a child process with CONTENT_FILE and DATA_DIR in a temporary folder, twice: cold (an
 * empty DATA_DIR) and warm (the DATA_DIR the cold start left, with its saved snapshot and search index). It
 * prints the time from spawn to /readyz 200 and the CPU time the child used by then (utime and stime from
 * /proc, which load does not inflate), the child's resident memory after ready and its peak
 * (VmRSS and VmHWM from /proc), search p95 over HTTP (loopback, a few connections) and in-process
 * (the saved index opened in this process), each beside the issue's target, which applies at 10,000
 * entries. Then the uncached in-process render of a topic with a ~20 KB body (a real page of the
 * corpus) in a 1,000-page product (bench/large-product.ts). The load average is printed throughout.
 *
 * Last, the Next.js comparison of bench/next-compare.ts on the same page.
 *
 *   npm run bench:scale                 (BENCH_SCALE_SIZES=own,10000,50000 by default)
 *   BENCH_SCALE_SIZES=own,10000 npm run bench:scale
 *   npm run bench:scale -- --next       (only the render and the Next.js comparison)
 *   BENCH_SCALE_KEEP=1 npm run bench:scale   (keeps each size's export and DATA_DIR, and says where)
 */
// React picks its development or production build when first required: the in-process render must
// measure the production build the server runs.
process.env.NODE_ENV = 'production';

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';

import { readHeaderLine } from '../server/files/header-line';
import { largeProduct } from './large-product';
import { writeReplicated, type Space } from './replicate-space';
import { compareWithNext } from './next-compare';
import { cpuSecondsOf } from './process-cpu';
import { fileFlags, loadRenderModules, timeRenderPair, type RenderTiming } from './render-timing';

const root = path.resolve(__dirname, '..');
const CORPUS = path.join(root, 'imports/python/export.json');
const SIZES = (process.env.BENCH_SCALE_SIZES ?? 'own,10000,50000').split(',').map((size) => size.trim());
const READY_TIMEOUT_MS = 20 * 60_000;
const SEARCH_PATH = '/gateway/api/help-content/v2/search';
const HTTP_CONNECTIONS = 4;
const HTTP_SEARCHES = Number(process.env.BENCH_SCALE_SEARCHES ?? 400);
const IN_PROCESS_SEARCHES = Number(process.env.BENCH_SCALE_SEARCHES ?? 400);
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 500);
const BODY_TARGET_BYTES = 20 * 1024;
/** What readers of the Python documentation ask, so searches hit real words of the corpus. */
const QUERIES = [
  'list comprehension',
  'asyncio event loop',
  'open file encoding',
  'dictionary',
  'subprocess run',
  'datetime timezone',
  'regular expression',
  'json dumps',
  'class inheritance',
  'decorator',
  'exception handling',
  'pathlib',
  'logging configuration',
  'threading lock',
  'unittest mock',
  'string format',
  'sort key function',
  'generator yield',
  'type hints',
  'argparse',
  'virtual environment',
  'socket',
  'unicode',
  'garbage collection',
  'import module',
];

/** The targets of issue 15, at 10,000 entries. */
const TARGETS = {
  warmReadyMs: 5_000,
  coldReadyMs: 30_000,
  rssBytes: 500 * 1024 * 1024,
  renderMedianMs: 3,
  renderP99Ms: 10,
  searchInProcessP95Ms: 10,
  searchHttpP95Ms: 25,
};
const TARGET_SIZE = 10_000;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (value: number) => `${value.toFixed(value < 100 ? 2 : 0)} ms`;

function verdict(label: string, value: string, pass: boolean | undefined, target: string): void {
  const mark = pass === undefined ? '    ' : pass ? 'PASS' : 'FAIL';
  console.log(`  ${mark} ${label.padEnd(34)} ${value.padStart(12)}${pass === undefined ? '' : `   target ${target}`}`);
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}

/** The corpus, made first when it is missing and this process may (corpus:python says how otherwise). */
function corpus(): Space | undefined {
  if (!existsSync(CORPUS)) {
    console.log(`${path.relative(root, CORPUS)} is missing; running npm run corpus:python to make it.`);
    spawnSync('npm', ['run', 'corpus:python'], { cwd: root, stdio: 'inherit' });
  }
  if (!existsSync(CORPUS)) {
    console.log('The corpus is still missing: install python3-doc (as root) and run npm run corpus:python.');
    return undefined;
  }
  return JSON.parse(readFileSync(CORPUS, 'utf8')) as Space;
}

/** Servers started and not yet stopped: ended with this process whatever happens. */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

interface Child {
  process: ChildProcess;
  /** The port the server listens on (it picks a free one). */
  port: Promise<number>;
  /** Resolves with the milliseconds from spawn to the first /readyz 200. */
  ready: Promise<number>;
  /** Resolves when the log has said `message` (from the moment of the call). */
  logged(message: string): Promise<Record<string, unknown>>;
  /** The start-up steps the log has named so far, each with its milliseconds since spawn. */
  steps(): string;
}

/** The log lines that mark a start-up step, in the order a start goes through them. */
const STEPS = [
  'listening; loading content',
  'Content snapshot opened from the saved file',
  'Content snapshot built',
  'Content snapshot saved',
  'Search index opened from the saved file',
  'Search index built',
  'ready',
];

/**
 * The V8 heap a server needs beyond Node's default (about 4 GB here) for an export of `bytes`: a cold
 * start holds the whole parsed export while it builds the snapshot, about twice the file's size, so a
 * 50,000-entry export (2.2 GB) stops with "heap out of memory" at the default. None below 1 GiB.
 */
function heapOptionFor(bytes: number): string[] {
  return bytes < LARGE_EXPORT_BYTES ? [] : [`--max-old-space-size=${LARGE_EXPORT_HEAP_MB}`];
}
const LARGE_EXPORT_BYTES = 1024 * 1024 * 1024;
const LARGE_EXPORT_HEAP_MB = 16_384;

function startChild(contentFile: string, dataDir: string, heapOptions: readonly string[]): Child {
  const started = performance.now();
  const spawnedAt = Date.now();
  const marks: string[] = [];
  const child = spawn(process.execPath, [...heapOptions, path.join(root, 'dist/server/start.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      CONTENT_FILE: contentFile,
      DATA_DIR: dataDir,
      HTML_CACHE: 'off',
      // Each search comes from its own visitor (X-Forwarded-For), as on a site, not from one address the rate limit stops.
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const waiting = new Map<string, ((line: Record<string, unknown>) => void)[]>();
  createInterface({ input: child.stdout }).on('line', (text) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    // The polls of /readyz answered 503 while starting are logged as failed requests; other errors are shown.
    if (typeof line.level === 'number' && line.level >= 50 && line.msg !== 'request failed')
      console.log(`  server: ${String(line.msg)}`);
    if (STEPS.includes(String(line.msg)) && typeof line.time === 'number') {
      marks.push(`${String(line.msg)} ${((line.time - spawnedAt) / 1000).toFixed(1)} s`);
    }
    const listeners = waiting.get(String(line.msg));
    if (listeners) {
      waiting.delete(String(line.msg));
      for (const listener of listeners) listener(line);
    }
  });
  const logged = (message: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      waiting.set(message, [...(waiting.get(message) ?? []), resolve]);
    });
  const port = logged('listening; loading content').then((line) => Number(new URL(String(line.url)).port));
  const ready = (async () => {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    const listening = await Promise.race([
      port,
      new Promise<undefined>((resolve) => child.once('exit', () => resolve(undefined))),
    ]);
    if (listening === undefined) throw new Error(`the server exited with ${child.exitCode}`);
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${listening}/readyz`)).ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the server did not become ready in time');
  })();
  return { process: child, port, ready, logged, steps: () => marks.join(', ') };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resident and peak resident bytes of a process, from /proc (Linux). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kilobytes('VmRSS') * 1024, peak: kilobytes('VmHWM') * 1024 };
}

let visitor = 0;
let overBudget = 0;

function post(agent: Agent, port: number, body: string): Promise<number> {
  visitor += 1;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const call = request(
      {
        host: '127.0.0.1',
        port,
        path: SEARCH_PATH,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          // A search over its time budget answers 503 (SEARCH_TIMEOUT_MS): counted, and timed like any other.
          if (response.statusCode === 503) overBudget += 1;
          else if (response.statusCode !== 200) reject(new Error(`search answered ${response.statusCode}`));
          resolve(performance.now() - started);
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

/** Search over HTTP from HTTP_CONNECTIONS kept-alive connections; sorted milliseconds per request. */
async function httpSearches(port: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: HTTP_CONNECTIONS });
  const bodies = QUERIES.map((query) =>
    JSON.stringify({ query, highlights: { enable: true }, facets: { enable: true } }),
  );
  for (const body of bodies) await post(agent, port, body);
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: HTTP_CONNECTIONS }, async () => {
      while (next < HTTP_SEARCHES) {
        const body = bodies[next % bodies.length]!;
        next += 1;
        times.push(await post(agent, port, body));
      }
    }),
  );
  agent.destroy();
  return times.sort((a, b) => a - b);
}

/** The saved index of the server's DATA_DIR opened in this process; sorted milliseconds per search. */
async function inProcessSearches(dataDir: string, contentVersion: string): Promise<number[]> {
  const { readSearchIndex, SEARCH_INDEX_FILE_FORMAT, SEARCH_INDEX_FILE_NAME } =
    await import('../server/search/index-file');
  const { SearchIndex } = await import('../server/search/search-index');
  const file = path.join(dataDir, SEARCH_INDEX_FILE_NAME);
  // Only the header line, for the program that saved the file (the server's bundle, not this process).
  const head = Buffer.alloc(64 * 1024);
  const fd = openSync(file, 'r');
  const headBytes = readSync(fd, head, 0, head.length, 0);
  closeSync(fd);
  const { header } = readHeaderLine<{ format: number; program: string }>(
    head.subarray(0, headBytes),
    SEARCH_INDEX_FILE_FORMAT,
    (reason) => new Error(`the saved search index cannot be read: ${reason}`),
  );
  // Opened as the server opens it: each shard from a working copy on disk.
  const saved = await readSearchIndex(file, contentVersion, {
    program: String(header.program),
    workingCopy: (shard) => path.join(dataDir, `bench-shard-${shard}.sqlite`),
  });
  const index = new SearchIndex();
  try {
    await index.restore(saved.documents, saved, saved.shards, { inWorkers: saved.inWorkers });
    const request = (query: string) => ({ query, highlights: { enable: true }, facets: { enable: true } });
    for (const query of QUERIES) await index.search(request(query));
    const times: number[] = [];
    for (let run = 0; run < IN_PROCESS_SEARCHES; run += 1) {
      const started = performance.now();
      await index.search(request(QUERIES[run % QUERIES.length]!));
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b);
  } finally {
    index.close();
  }
}

async function measureSize(base: Space, size: string): Promise<void> {
  const targeted = size !== 'own' && Number(size) === TARGET_SIZE;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-scale-'));
  try {
    const contentFile = path.join(dir, 'export.json');
    // Written entry by entry: at 50,000 entries the export is more than one string can hold.
    const written = writeReplicated(base, size === 'own' ? 0 : Number(size), contentFile);
    const dataDir = path.join(dir, 'data');
    const heapOptions = heapOptionFor(written.bytes);
    console.log(
      `\n${written.entries.toLocaleString('en')} entries (${size === 'own' ? 'the corpus as imported' : `replicated to ${Number(size).toLocaleString('en')}`}), export ${mb(written.bytes)}${heapOptions.length > 0 ? `, server started with ${heapOptions.join(' ')}` : ''}   load ${load()}`,
    );
    const target = <T>(value: T) => (targeted ? value : undefined);

    const cold = startChild(contentFile, dataDir, heapOptions);
    const savedLine = Promise.all([cold.logged('Search index saved'), cold.logged('Content snapshot saved')]);
    const readyLine = cold.logged('ready');
    const coldMs = await cold.ready;
    const coldCpu = cpuSecondsOf(cold.process.pid!);
    const contentVersion = String((await readyLine).contentVersion);
    const coldMemory = memoryOf(cold.process.pid!);
    await savedLine;
    overBudget = 0;
    const http = await httpSearches(await cold.port);
    await stop(cold.process);

    const warm = startChild(contentFile, dataDir, heapOptions);
    const opened = warm.logged('Search index opened from the saved file');
    const snapshotOpened = warm.logged('Content snapshot opened from the saved file');
    const warmMs = await warm.ready;
    const warmCpu = cpuSecondsOf(warm.process.pid!);
    const warmMemory = memoryOf(warm.process.pid!);
    const within = (line: Promise<unknown>) =>
      Promise.race([line.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 1_000))]);
    const reused = await within(opened);
    const snapshotReused = await within(snapshotOpened);
    await stop(warm.process);
    const inProcess = await inProcessSearches(dataDir, contentVersion);

    console.log(`  cold start: ${cold.steps()}`);
    console.log(`  warm start: ${warm.steps()}`);
    verdict('ready from a cold start', ms(coldMs), target(coldMs <= TARGETS.coldReadyMs), '≤ 30 s');
    verdict(
      `ready from a warm start${reused ? '' : ' (index NOT reused)'}${snapshotReused ? '' : ' (snapshot NOT reused)'}`,
      ms(warmMs),
      target(warmMs <= TARGETS.warmReadyMs),
      '≤ 5 s',
    );
    verdict('CPU time to ready, cold', `${coldCpu.toFixed(2)} s`, undefined, '');
    verdict('CPU time to ready, warm', `${warmCpu.toFixed(2)} s`, undefined, '');
    verdict('resident after ready, cold', mb(coldMemory.rss), target(coldMemory.rss <= TARGETS.rssBytes), '≤ 500 MB');
    verdict('peak resident, cold', mb(coldMemory.peak), target(coldMemory.peak <= TARGETS.rssBytes), '≤ 500 MB');
    verdict('resident after ready, warm', mb(warmMemory.rss), target(warmMemory.rss <= TARGETS.rssBytes), '≤ 500 MB');
    verdict('peak resident, warm', mb(warmMemory.peak), target(warmMemory.peak <= TARGETS.rssBytes), '≤ 500 MB');
    const inProcessP95 = percentile(inProcess, 0.95);
    const httpP95 = percentile(http, 0.95);
    verdict(
      `search p95 in-process (${inProcess.length})`,
      ms(inProcessP95),
      target(inProcessP95 <= TARGETS.searchInProcessP95Ms),
      '≤ 10 ms',
    );
    verdict(
      `search p95 over HTTP (${http.length}, ${HTTP_CONNECTIONS} conn., ${overBudget} × 503)`,
      ms(httpP95),
      target(httpP95 <= TARGETS.searchHttpP95Ms),
      '≤ 25 ms',
    );
    console.log(`  load ${load()}`);
  } finally {
    // BENCH_SCALE_KEEP=1 keeps the export and DATA_DIR, to profile a warm start of them afterwards.
    if (process.env.BENCH_SCALE_KEEP === '1') console.log(`  kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The 1,000-page product with its first generated topic carrying the corpus page closest above
 * 20 KB of html: its uncached render in this process, then the Next.js comparison on it.
 */
async function measureRender(base: Space, withNext: boolean): Promise<void> {
  const pages = base.entries
    .map((entry) => entry.fields.bodyHtml?.['en-US'])
    .filter((html): html is string => typeof html === 'string' && Buffer.byteLength(html) >= BODY_TARGET_BYTES)
    .sort((a, b) => a.length - b.length);
  const html = pages[0];
  if (!html) throw new Error('the corpus has no page of 20 KB');
  const product = largeProduct({}, root);
  const topic = product.space.entries.find((entry) =>
    product.topicUrl.endsWith(`/${String(entry.fields.slug?.['en-US'])}/`),
  )!;
  delete topic.fields.body;
  topic.fields.bodyHtml = { 'en-US': html };
  const modules = await loadRenderModules();
  const snapshot = modules.buildSnapshot(product.space, { logger: { error: () => undefined } });
  const pair = await timeRenderPair(modules, snapshot, product.topicUrl, fileFlags(modules, root), root, RENDER_RUNS);
  console.log(
    `\nuncached render of ${product.topicUrl} in a ${product.pages.toLocaleString('en')}-page product (body ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB of html, page ${(pair.plain.pageBytes / 1024).toFixed(1)} KB), ${RENDER_RUNS} runs each with and without the read record, interleaved   load ${load()}`,
  );
  // The server renders inside a read record (ADR 029): its figures are the ones the targets judge.
  const timing = pair.recorded;
  verdict('render median', ms(timing.median), timing.median <= TARGETS.renderMedianMs, '≤ 3 ms');
  verdict('render p99', ms(timing.p99), timing.p99 <= TARGETS.renderP99Ms, '≤ 10 ms');
  const detail = (label: string, run: RenderTiming) =>
    console.log(
      `       ${label.padEnd(22)} wall median ${ms(run.median)} p99 ${ms(run.p99)}   CPU median ${ms(run.cpuMedian)} p99 ${ms(run.cpuP99)}   slowest 1%: ${run.slowestWithGc} of ${run.slowest} during a GC`,
    );
  detail('with the read record', pair.recorded);
  detail('without it', pair.plain);
  console.log(
    `       GC during the runs: ${timing.gc.count}, ${ms(timing.gc.totalMs)} in all, longest ${ms(timing.gc.maxMs)}; a wall p99 far above the CPU p99 is time spent waiting for a core`,
  );
  if (!withNext) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-scale-product-'));
  try {
    const contentFile = path.join(dir, 'export.json');
    writeFileSync(contentFile, JSON.stringify(product.space));
    await compareWithNext(root, modules, {
      contentFile,
      url: product.topicUrl,
      entryId: topic.sys.id,
      title: String(topic.fields.topicTitle?.['en-US']),
      bodyHtml: html,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, [path.join(root, 'webpack/build-if-missing.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
  const base = corpus();
  if (!base) {
    process.exitCode = 1;
    return;
  }
  console.log(
    `bench:scale, sizes ${SIZES.join(', ')}; targets apply at ${TARGET_SIZE.toLocaleString('en')} entries   load ${load()}`,
  );
  const nextOnly = process.argv.includes('--next');
  for (const size of nextOnly ? [] : SIZES) {
    if (size !== 'own' && !(Number(size) > 0))
      throw new Error(`BENCH_SCALE_SIZES has ${size}: sizes are 'own' or entry counts`);
    await measureSize(base, size);
  }
  await measureRender(base, process.env.BENCH_SCALE_NEXT !== 'off');
  console.log(`\nload ${load()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
