/**
 * Issue 15's comparison: uncached, a documentation page of a 1,000-page product served by the
 * production server against a minimal Next.js pages-router app rendering the same body and sidebar.
 * Both run one after the other on loopback under the same autocannon load (10 connections), and the
 * target is at least twice Next's requests per second.
 *
 * - Help centre: `dist/server/start.js` of the production build (`npm run build`), NODE_ENV=production,
 *   HTML_CACHE=off and LOG_LEVEL=silent. Every request goes through the whole middleware chain
 *   (request id, security headers with the CSP, compression, origin check, routers) and the page
 *   handler: resolve from the snapshot with a read record, renderToString, the html shell with the
 *   embedded state, JSON-LD and social tags, a sha1 ETag, then compression.
 * - Next.js: bench/next-app/ built with `next build --webpack` and served by `next start` (production),
 *   in a temporary folder. Its getServerSideProps returns the same body html and a sidebar of the
 *   same pages as the help centre page's sidebar (the page's branch of the tree, ADR 036) on every
 *   request, so nothing is statically generated or cached; the page has no header, footer or state
 *   beyond Next's own props.
 * - Each measured run follows 3 s of the same load, unmeasured, so neither server is judged on the
 *   requests its JIT compiler is still warming up on.
 * - Both servers run side by side and are measured in alternated rounds (help centre, then Next.js,
 *   BENCH_NEXT_ROUNDS times, 3 by default). Each round gives a ratio, and the verdict is the median
 *   round's: on a shared machine one pair of runs a few minutes apart has moved by half either way.
 * - Compression: both sides are measured with `Accept-Encoding: gzip`, which both answer with gzip at
 *   zlib's default level in libuv's thread pool, off the event loop (Next's built-in compression
 *   offers no brotli). The help centre is then
 *   measured once more with Chrome's header, which it answers with brotli at quality 4; that figure is
 *   printed but not judged.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';

import type { PageTreeItem } from '../shared/types/content';
import type { RenderModules } from './render-timing';
import { autocannon, type AutocannonResult } from './autocannon';
import { treeCpuSecondsOf } from './process-cpu';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
/** Load before each measured run, unprinted, so both servers are measured with their code compiled by the JIT. */
const WARM_UP_S = 3;
const CONNECTIONS = 10;
const OUR_PORT = 4141;
const NEXT_PORT = 4142;
/** The coding both servers offer, so both compress the same way. */
const SAME_CODING = { 'accept-encoding': 'gzip' };
/** What Chrome sends: the help centre answers it with brotli. */
const CHROME_CODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const TARGET_RATIO = 2;
/** Measured rounds, each one run of either server, alternated: the verdict is the median round's ratio. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_NEXT_ROUNDS ?? 3));

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export interface ComparedPage {
  /** The export holding the page, written where the server reads it. */
  contentFile: string;
  url: string;
  entryId: string;
  title: string;
  bodyHtml: string;
}

/** The pages of the help centre page's sidebar, its branch of the tree, in document order. */
function sidebarOf(branch: readonly PageTreeItem[]) {
  const items: { title: string; url: string }[] = [];
  const walk = (nodes: readonly PageTreeItem[]) => {
    for (const node of nodes) {
      items.push({ title: node.title, url: node.url });
      walk(node.childList);
    }
  };
  walk(branch);
  return items;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 in time`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The machine's busy and total CPU time from /proc/stat (all cores), in clock ticks. */
function machineTicks(): { busy: number; total: number } {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  // idle and iowait are the fourth and fifth figures.
  return { busy: total - ticks[3]! - ticks[4]!, total };
}

interface Measured {
  result: AutocannonResult;
  /** Milliseconds of CPU the server (with its child processes and all their threads) spent a request. */
  serverCpuMs: number;
}

async function measure(label: string, url: string, server: ChildProcess, headers = SAME_CODING): Promise<Measured> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S, headers });
  const serverBefore = treeCpuSecondsOf(server.pid!);
  const generatorBefore = process.cpuUsage();
  const machineBefore = machineTicks();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const machineAfter = machineTicks();
  const generator = process.cpuUsage(generatorBefore);
  const requests = Math.max(1, result.requests.average * DURATION_S);
  const serverCpuMs = ((treeCpuSecondsOf(server.pid!) - serverBefore) * 1000) / requests;
  const generatorCpuMs = (generator.user + generator.system) / 1000 / requests;
  const busy = (machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total);
  console.log(
    `  ${label.padEnd(26)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ${(result.throughput.average / result.requests.average / 1024).toFixed(1)} KB/response   non-2xx ${result.non2xx}   errors ${result.errors}   load ${load()}`,
  );
  console.log(
    `  ${''.padEnd(26)} CPU a request: server ${serverCpuMs.toFixed(2)} ms, load generator ${generatorCpuMs.toFixed(2)} ms   machine busy ${(busy * 100).toFixed(0)}% of ${cpus().length} cores`,
  );
  return { result, serverCpuMs };
}

/** Builds the Next.js app for `page` in a temporary folder; returns the folder. */
function buildNextApp(root: string, page: ComparedPage, sidebar: readonly { title: string; url: string }[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-next-'));
  cpSync(path.join(root, 'bench/next-app'), dir, { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const slug = page.url.split('/').filter(Boolean).at(-1)!;
  writeFileSync(
    path.join(dir, 'page.json'),
    JSON.stringify({ slug, title: page.title, bodyHtml: page.bodyHtml, sidebar }),
  );
  console.log(`  next build in ${dir}   load ${load()}`);
  const built = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'build', '--webpack'],
    {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (built.status !== 0) throw new Error(`next build failed with ${built.status}`);
  return dir;
}

/** Runs the comparison for `page`; returns our requests per second over Next's. */
export async function compareWithNext(root: string, modules: RenderModules, page: ComparedPage): Promise<number> {
  const snapshot = modules.buildSnapshot(JSON.parse(readFileSync(page.contentFile, 'utf8')) as unknown, {
    logger: { error: () => undefined },
  });
  const sidebar = sidebarOf(snapshot.pageTreeBranch(page.entryId).nodes);
  console.log(
    `\nNext.js comparison: ${page.url}, body ${(Buffer.byteLength(page.bodyHtml) / 1024).toFixed(1)} KB of html, ${sidebar.length}-page sidebar on both, ${DURATION_S} s per run, ${CONNECTIONS} connections, Accept-Encoding: gzip`,
  );
  const nextDir = buildNextApp(root, page, sidebar);
  try {
    const ours = spawn(process.execPath, [path.join(root, 'dist/server/start.js')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(OUR_PORT),
        LOG_LEVEL: 'silent',
        HTML_CACHE: 'off',
        CONTENT_FILE: page.contentFile,
        DATA_DIR: path.join(nextDir, 'help-centre-data'),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const slug = page.url.split('/').filter(Boolean).at(-1)!;
    const next = spawn(
      process.execPath,
      [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(NEXT_PORT), '-H', '127.0.0.1'],
      {
        cwd: nextDir,
        env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const ourUrl = `http://127.0.0.1:${OUR_PORT}${page.url}`;
    const nextUrl = `http://127.0.0.1:${NEXT_PORT}/docs/${slug}`;
    const ratios: number[] = [];
    const cpuRatios: number[] = [];
    try {
      await waitFor(`http://127.0.0.1:${OUR_PORT}/readyz`, ours);
      await waitFor(nextUrl, next);
      for (let round = 1; round <= ROUNDS; round += 1) {
        console.log(`  round ${round} of ${ROUNDS}`);
        const ourResult = await measure('help centre, uncached', ourUrl, ours);
        const nextResult = await measure('Next.js pages router', nextUrl, next);
        ratios.push(ourResult.result.requests.average / nextResult.result.requests.average);
        cpuRatios.push(nextResult.serverCpuMs / ourResult.serverCpuMs);
      }
      await measure('help centre with br (not judged)', ourUrl, ours, CHROME_CODINGS);
    } finally {
      await Promise.all([stop(ours), stop(next)]);
    }

    const ratio = median(ratios);
    const spread = (values: readonly number[]) => values.map((value) => `${value.toFixed(2)}×`).join(', ');
    console.log(
      `  ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'} help centre / Next.js ${ratio.toFixed(2)}× (median of ${ROUNDS} alternated rounds: ${spread(ratios)})   target ≥ ${TARGET_RATIO}×   load ${load()}`,
    );
    console.log(
      `       server CPU a request, Next.js / help centre ${median(cpuRatios).toFixed(2)}× (rounds: ${spread(cpuRatios)}; not judged: what the ratio would be if serving were bound by CPU alone)`,
    );
    return ratio;
  } finally {
    rmSync(nextDir, { recursive: true, force: true });
  }
}
