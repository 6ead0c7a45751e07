/**
 * Server rendering benchmark (ARCHITECTURE.md section 7). Builds if needed, writes a copy of the
 * sample space in which the benchmarked topic page carries a ~20 KB body (its own sections followed
 * by real sections of other topics), then, one after the other on loopback: the production server
 * with the html cache off, the same with it on, and a bare Node http server sending the same bytes
 * with the same headers, each under autocannon for ~10 s with 10 connections. Every client sends
 * the same Accept-Encoding (a browser's, BENCH_ACCEPT_ENCODING to change it; '' sends none), so the
 * bare server sends the compressed bytes the real server sent. Then an in-process render
 * micro-benchmark of the same topic page, with React's production build.
 * Run: npm run bench:ssr
 */
// React picks its development or production build when first required: the in-process render must
// measure the production build the server runs.
process.env.NODE_ENV = 'production';

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  fileFlags,
  loadRenderModules,
  timeRender,
  type RenderFlags as Flags,
  type RenderModules as Modules,
  type RenderSnapshot as Snapshot,
} from './render-timing';
import { autocannon } from './autocannon';

const root = path.resolve(__dirname, '..');
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 500);
const BODY_TARGET_BYTES = 20 * 1024;
/** What Chrome sends; the server answers it with brotli. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const REQUEST_HEADERS: Record<string, string> = ACCEPT_ENCODING === '' ? {} : { 'accept-encoding': ACCEPT_ENCODING };

function line(label: string, pass: boolean, detail: string): void {
  console.log(`${pass ? 'PASS' : 'FAIL'} ${label}: ${detail}`);
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

async function waitForReady(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server on port ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on port ${port} did not become ready`);
}

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'dist/server/start.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(port, child);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function measure(label: string, url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: REQUEST_HEADERS });
  console.log(
    `${label.padEnd(10)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}   errors ${result.errors}   load ${load()}`,
  );
  return result;
}

/** One response as sent: headers and the body bytes, not decompressed (fetch would decompress). */
function rawGet(url: string): Promise<{ headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: REQUEST_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ headers: response.headers as Record<string, string>, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

function bodyHtml(modules: Modules, snapshot: Snapshot, flags: Flags, url: string): string {
  const route = snapshot.route(url)!;
  const page = modules.resolveContentPage(snapshot, route, 'en-US', {
    preview: false,
    currentYear: 2025,
    flags: flags.evaluate(),
  });
  return (page.entry as unknown as { body?: { html: string } }).body?.html ?? '';
}

/** The topic page with the largest body, the case the render budget is written for. */
function pickTopic(modules: Modules, snapshot: Snapshot, flags: Flags): string {
  let best: { url: string; size: number } | undefined;
  for (const route of snapshot.routes()) {
    if (route.contentType !== 'topic') continue;
    const size = bodyHtml(modules, snapshot, flags, route.url).length;
    if (!best || size > best.size) best = { url: route.url, size };
  }
  if (!best) throw new Error('the sample space has no topic page');
  return best.url;
}

interface ExportEntry {
  sys: { id: string; contentType: { sys: { id: string } } };
  fields: Record<string, Record<string, unknown> | undefined>;
}
interface RichTextNode {
  nodeType: string;
}

/**
 * The sample space with the topic's en-US body grown to at least BODY_TARGET_BYTES of rendered html
 * by appending the top-level sections (headings, paragraphs, lists, code, tables, embeds) of the
 * other topics, in space order. Returns the export and the rendered body size.
 */
function withLargeBody(modules: Modules, flags: Flags, url: string) {
  const space = JSON.parse(readFileSync(path.join(root, 'content/sample-space.json'), 'utf8')) as {
    entries: ExportEntry[];
  };
  const build = () => modules.buildSnapshot(structuredClone(space), { logger: { error: () => undefined } });
  const entryId = build().route(url)!.entryId;
  const topic = space.entries.find((entry) => entry.sys.id === entryId)!;
  const body = topic.fields.body!['en-US'] as { content: RichTextNode[] };
  const sections = space.entries
    .filter((entry) => entry.sys.contentType.sys.id === 'topic' && entry.sys.id !== entryId)
    .flatMap((entry) => (entry.fields.body?.['en-US'] as { content?: RichTextNode[] } | undefined)?.content ?? [])
    .filter((node) => node.nodeType !== 'heading-1');
  let size = bodyHtml(modules, build(), flags, url).length;
  while (size < BODY_TARGET_BYTES) {
    // Each round adds about what is missing (estimated from the json size of the sections), then measures.
    const perJsonChar = size / JSON.stringify(body.content).length;
    let estimate = 0;
    while (estimate < (BODY_TARGET_BYTES - size) / perJsonChar + 1) {
      const next = sections.shift();
      if (!next) throw new Error('the other topics have too few sections for a 20 KB body');
      body.content.push(next);
      estimate += JSON.stringify(next).length;
    }
    size = bodyHtml(modules, build(), flags, url).length;
  }
  return { space, snapshot: build(), size };
}

const BARE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const body = fs.readFileSync(process.argv[1]);
const headers = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(Number(process.argv[3]), '127.0.0.1', () => console.log('ready'));
`;

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, [path.join(root, 'webpack/build-if-missing.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');

  const modules = await loadRenderModules();
  const flags = fileFlags(modules, root);
  const sample = modules.buildSnapshot(JSON.parse(readFileSync(path.join(root, 'content/sample-space.json'), 'utf8')), {
    logger: { error: () => undefined },
  });
  const url = pickTopic(modules, sample, flags);
  const { space, snapshot, size } = withLargeBody(modules, flags, url);
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-ssr-'));
  const contentFile = path.join(dir, 'space.json');
  writeFileSync(contentFile, JSON.stringify(space));
  console.log(
    `topic page ${url} (body ${(size / 1024).toFixed(1)} KB of html), ${DURATION_S} s per run, ${CONNECTIONS} connections, Accept-Encoding "${ACCEPT_ENCODING}"\nload before ${load()}\n`,
  );

  const uncachedServer = await startServer(4101, { HTML_CACHE: 'off', CONTENT_FILE: contentFile });
  const uncached = await measure('uncached', `http://127.0.0.1:4101${url}`);
  await stop(uncachedServer);

  const cachedServer = await startServer(4102, { HTML_CACHE: 'on', CONTENT_FILE: contentFile });
  // The first request renders and fills the cache; the bare server copies a cache hit.
  await rawGet(`http://127.0.0.1:4102${url}`);
  const sent = await rawGet(`http://127.0.0.1:4102${url}`);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(sent.headers)) {
    if (!['date', 'connection', 'keep-alive'].includes(name)) headers[name] = value;
  }
  // The bare server sends one fixed id of the same length as the real server's per-request one.
  headers['x-request-id'] = '00000000-0000-4000-8000-000000000000';
  const cached = await measure('cached', `http://127.0.0.1:4102${url}`);
  await stop(cachedServer);
  console.log(
    `           response ${sent.body.byteLength} bytes${headers['content-encoding'] ? ` (${headers['content-encoding']})` : ''}, ${headers['content-length'] ? 'Content-Length' : 'chunked'}`,
  );

  writeFileSync(path.join(dir, 'body.html'), sent.body);
  writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(headers));
  const bareServer = spawn(
    process.execPath,
    ['-e', BARE_SERVER, path.join(dir, 'body.html'), path.join(dir, 'headers.json'), '4103'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const bare = await measure('bare', `http://127.0.0.1:4103${url}`);
  await stop(bareServer);

  const uncachedRatio = uncached.requests.average / bare.requests.average;
  const cachedRatio = cached.requests.average / bare.requests.average;
  console.log(`\nuncached/bare ${uncachedRatio.toFixed(2)}   cached/bare ${cachedRatio.toFixed(2)}`);
  line('cached throughput ≥ 0.8 of bare', cachedRatio >= 0.8, cachedRatio.toFixed(2));

  const render = await timeRender(modules, snapshot, url, flags, root, RENDER_RUNS);
  console.log(
    `\nrender (resolve + renderToString + shell, ${(render.pageBytes / 1024).toFixed(1)} KB page), ${RENDER_RUNS} runs: median ${render.median.toFixed(3)} ms, p95 ${render.p95.toFixed(3)} ms   load ${load()}`,
  );
  line('render median < 2 ms', render.median < 2, `${render.median.toFixed(3)} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
