/**
 * The in-process render of one content page as the server does it (resolve, renderToString, shell
 * written as the UTF-8 bytes the page handler sends)
 * with React's production build, timed over many runs; shared by bench:ssr and bench:scale. The
 * caller sets NODE_ENV to production before React is first required.
 */
import path from 'node:path';
import { performance, PerformanceObserver } from 'node:perf_hooks';
import type { FeatureFlags } from '../shared/types/page';

// Templates import their stylesheets; in-process (as on the server bundle) a stylesheet is nothing.

require.extensions['.css'] = () => undefined;

export type RenderModules = Awaited<ReturnType<typeof loadRenderModules>>;
export type RenderSnapshot = ReturnType<RenderModules['buildSnapshot']>;
export interface RenderFlags {
  evaluate(): FeatureFlags;
}

export async function loadRenderModules() {
  const [
    { resolveContentPage },
    { buildSnapshot },
    { readFlagsFile, defaultsOf },
    { readAssetManifest },
    { renderPageBytes },
    { loadTemplate },
  ] = await Promise.all([
    import('../server/content/resolvers/resolve-page'),
    import('../server/content/snapshot'),
    import('../server/flags/flags'),
    import('../server/render/asset-manifest'),
    import('../server/render/render-page'),
    import('../shared/registry'),
  ]);
  return {
    resolveContentPage,
    buildSnapshot,
    readFlagsFile,
    defaultsOf,
    readAssetManifest,
    renderPageBytes,
    loadTemplate,
  };
}

/** The flags file's defaults, as the server evaluates them for an anonymous visitor. */
export function fileFlags(modules: RenderModules, root: string): RenderFlags {
  const flags = modules.defaultsOf(modules.readFlagsFile(path.join(root, 'config/flags.json')));
  return { evaluate: () => flags };
}

export interface RenderTiming {
  /** Wall-clock milliseconds, which include any wait for a core on a loaded machine. */
  median: number;
  p95: number;
  p99: number;
  /**
   * Milliseconds of CPU the process spent in each render (user and system, GC helper threads
   * included): the render's own cost, which a busy machine delays but barely inflates.
   */
  cpuMedian: number;
  cpuP99: number;
  /** Garbage collections during the timed runs: how many, their total and longest pause. */
  gc: { count: number; totalMs: number; maxMs: number };
  /** Of the slowest 1% of runs (by wall clock), how many overlapped a garbage collection. */
  slowestWithGc: number;
  slowest: number;
  pageBytes: number;
}

export interface RenderPair {
  /** The render alone, as bench:ssr has always timed it. */
  plain: RenderTiming;
  /** The render inside a read record with its surrogate keys, as the page handler does it (ADR 029). */
  recorded: RenderTiming;
}

interface Run {
  start: number;
  wall: number;
  cpu: number;
}

function summarise(
  runs: readonly Run[],
  gcs: readonly { start: number; duration: number }[],
  pageBytes: number,
): RenderTiming {
  const at = (values: number[], share: number) =>
    values[Math.min(values.length - 1, Math.floor(values.length * share))]!;
  const wall = runs.map((run) => run.wall).sort((a, b) => a - b);
  const cpu = runs.map((run) => run.cpu).sort((a, b) => a - b);
  const first = runs[0]?.start ?? 0;
  const during = gcs.filter((gc) => gc.start >= first);
  const slowest = [...runs].sort((a, b) => b.wall - a.wall).slice(0, Math.max(1, Math.ceil(runs.length / 100)));
  const overlaps = (run: Run) =>
    gcs.some((gc) => gc.start < run.start + run.wall && gc.start + gc.duration > run.start);
  return {
    median: at(wall, 0.5),
    p95: at(wall, 0.95),
    p99: at(wall, 0.99),
    cpuMedian: at(cpu, 0.5),
    cpuP99: at(cpu, 0.99),
    gc: {
      count: during.length,
      totalMs: during.reduce((sum, gc) => sum + gc.duration, 0),
      maxMs: Math.max(0, ...during.map((gc) => gc.duration)),
    },
    slowestWithGc: slowest.filter(overlaps).length,
    slowest: slowest.length,
    pageBytes,
  };
}

/** One render's wall and CPU time. */
function timed(render: () => unknown): Run {
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  render();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuBefore);
  return { start, wall, cpu: (cpu.user + cpu.system) / 1000 };
}

/** Garbage collections seen while `work` runs, with their start (performance.now) and duration. */
async function watchingGc<T>(work: () => T): Promise<{ value: T; gcs: { start: number; duration: number }[] }> {
  const gcs: { start: number; duration: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcs.push({ start: entry.startTime, duration: entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  const value = work();
  // GC entries are delivered asynchronously.
  await new Promise((resolve) => setTimeout(resolve, 20));
  observer.disconnect();
  return { value, gcs };
}

/** What one uncached render of the topic page at `url` runs, with and without a read record. */
async function renderers(
  modules: RenderModules,
  snapshot: RenderSnapshot,
  url: string,
  flags: RenderFlags,
  root: string,
) {
  const { resolveContentPage, readAssetManifest, renderPageBytes, loadTemplate } = modules;
  const [{ ReadRecord, withReadRecord }, { surrogateKeysOf }] = await Promise.all([
    import('../server/content/read-record'),
    import('../server/render/page-invalidation'),
  ]);
  const route = snapshot.route(url)!;
  const manifest = readAssetManifest(path.join(root, 'dist/client'));
  const featureFlags = flags.evaluate();
  const Template = await loadTemplate('topic');
  const plain = () => {
    const page = resolveContentPage(snapshot, route, 'en-US', {
      preview: false,
      currentYear: 2025,
      flags: featureFlags,
    });
    return renderPageBytes(
      Template,
      { entry: page.entry, pageTree: page.pageTree, featureFlags, contentVersion: snapshot.version },
      {
        publicBaseUrl: 'http://localhost:3000',
        manifest,
        browserConfig: {
          publicBaseUrl: 'http://localhost:3000',
          environment: 'production',
          flagsClientKey: 'client-help-centre',
          sacBaseUrl: '',
          chatWidgetUrl: '',
          chatWidgetIntegrity: '',

          analyticsConsent: false,
        },
        canonicalUrl: `http://localhost:3000${url}`,
        alternates: [],
      },
    );
  };
  const recorded = () => {
    const reads = new ReadRecord();
    const html = withReadRecord(reads, plain);
    return [html, surrogateKeysOf(reads)] as const;
  };
  return { plain, recorded };
}

/** `runs` uncached renders of the topic page at `url` after 50 to warm up; milliseconds. */
export async function timeRender(
  modules: RenderModules,
  snapshot: RenderSnapshot,
  url: string,
  flags: RenderFlags,
  root: string,
  runs: number,
): Promise<RenderTiming> {
  const { plain } = await renderers(modules, snapshot, url, flags, root);
  const pageBytes = plain().byteLength;
  for (let i = 0; i < 50; i += 1) plain();
  const { value, gcs } = await watchingGc(() => Array.from({ length: runs }, () => timed(plain)));
  return summarise(value, gcs, pageBytes);
}

/**
 * `runs` renders each without and with the read record, interleaved (one of each in turn, the order
 * alternating) so that a change in the machine's load falls on both alike, after 50 of each to warm up.
 */
export async function timeRenderPair(
  modules: RenderModules,
  snapshot: RenderSnapshot,
  url: string,
  flags: RenderFlags,
  root: string,
  runs: number,
): Promise<RenderPair> {
  const { plain, recorded } = await renderers(modules, snapshot, url, flags, root);
  const pageBytes = plain().byteLength;
  for (let i = 0; i < 50; i += 1) {
    plain();
    recorded();
  }
  const { value, gcs } = await watchingGc(() => {
    const without: Run[] = [];
    const within: Run[] = [];
    for (let i = 0; i < runs; i += 1) {
      if (i % 2 === 0) {
        without.push(timed(plain));
        within.push(timed(recorded));
      } else {
        within.push(timed(recorded));
        without.push(timed(plain));
      }
    }
    return { without, within };
  });
  return { plain: summarise(value.without, gcs, pageBytes), recorded: summarise(value.within, gcs, pageBytes) };
}
