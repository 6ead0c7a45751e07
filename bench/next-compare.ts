/**
 * Issue 15's comparison: uncached, a documentation page of a 1,000-page product served by the
 * production server (html cache off) against a minimal Next.js pages-router app (bench/next-app/,
 * `next build` then `next start` in a temporary folder) whose getServerSideProps returns the same
 * body html and the same 60-page sidebar. Both run one after the other on loopback under the same
 * autocannon load; the target is at least twice Next's requests per second.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

import type { PageTreeItem, PageTreeNode } from '../shared/types/content';
import type { RenderModules } from './render-timing';
import { autocannon, type AutocannonResult } from './autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;
const SIDEBAR_PAGES = 60;
const OUR_PORT = 4141;
const NEXT_PORT = 4142;
/** What Chrome sends; each server answers it with its own default compression. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const TARGET_RATIO = 2;

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

/** Up to `count` pages of the tree, the page's own branch first, then the rest of the tree in order. */
function sidebarOf(branch: readonly PageTreeItem[], tree: readonly PageTreeNode[], count: number) {
  const items: { title: string; url: string }[] = [];
  const seen = new Set<string>();
  const walk = (nodes: readonly { title: string; url: string; childList: readonly unknown[] }[]) => {
    for (const node of nodes) {
      if (items.length === count) return;
      if (!seen.has(node.url)) {
        seen.add(node.url);
        items.push({ title: node.title, url: node.url });
      }
      walk(node.childList as typeof nodes);
    }
  };
  walk(branch);
  walk(tree);
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

async function measure(label: string, url: string): Promise<AutocannonResult> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: HEADERS });
  console.log(
    `  ${label.padEnd(26)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   ${(result.throughput.average / result.requests.average / 1024).toFixed(1)} KB/response   non-2xx ${result.non2xx}   errors ${result.errors}   load ${load()}`,
  );
  return result;
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
  const sidebar = sidebarOf(
    snapshot.pageTreeBranch(page.entryId).nodes,
    snapshot.pageTree(page.entryId),
    SIDEBAR_PAGES,
  );
  console.log(
    `\nNext.js comparison: ${page.url}, body ${(Buffer.byteLength(page.bodyHtml) / 1024).toFixed(1)} KB of html, ${sidebar.length}-page sidebar in the Next app, ${DURATION_S} s per run, ${CONNECTIONS} connections`,
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
    let ourResult: AutocannonResult;
    try {
      await waitFor(`http://127.0.0.1:${OUR_PORT}/readyz`, ours);
      ourResult = await measure('help centre, uncached', `http://127.0.0.1:${OUR_PORT}${page.url}`);
    } finally {
      await stop(ours);
    }

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
    let nextResult: AutocannonResult;
    try {
      await waitFor(`http://127.0.0.1:${NEXT_PORT}/docs/${slug}`, next);
      nextResult = await measure('Next.js pages router', `http://127.0.0.1:${NEXT_PORT}/docs/${slug}`);
    } finally {
      await stop(next);
    }

    const ratio = ourResult.requests.average / nextResult.requests.average;
    console.log(
      `  ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'} help centre / Next.js ${ratio.toFixed(2)}×   target ≥ ${TARGET_RATIO}×   load ${load()}`,
    );
    return ratio;
  } finally {
    rmSync(nextDir, { recursive: true, force: true });
  }
}
