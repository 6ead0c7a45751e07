/**
 * Server rendering benchmark (ARCHITECTURE.md section 7). Builds if needed, then, one after the
 * other on loopback: the production server with the html cache off, the same with it on, and a bare
 * Node http server sending the same bytes with the same headers, each under autocannon for ~10 s
 * with 10 connections. Then an in-process render micro-benchmark of the topic page.
 * Run: npm run bench:ssr
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

// Templates import their stylesheets; in-process (as on the server bundle) a stylesheet is nothing.

require.extensions['.css'] = () => undefined;

type Modules = Awaited<ReturnType<typeof loadModules>>;
type Snapshot = ReturnType<Modules['buildSnapshot']>;
type Flags = ReturnType<Modules['loadFlagsFile']>;

async function loadModules() {
  const [
    { resolveContentPage },
    { buildSnapshot },
    { loadFlagsFile },
    { readAssetManifest },
    { renderPage },
    { loadTemplate },
  ] = await Promise.all([
    import('../server/content/resolvers/resolve-page'),
    import('../server/content/snapshot'),
    import('../server/flags/flags'),
    import('../server/render/asset-manifest'),
    import('../server/render/render-page'),
    import('../shared/registry'),
  ]);
  return { resolveContentPage, buildSnapshot, loadFlagsFile, readAssetManifest, renderPage, loadTemplate };
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: { url: string; connections: number; duration: number }) => Promise<AutocannonResult>;

const root = path.resolve(__dirname, '..');
const autocannon = createRequire(__filename)('autocannon') as Autocannon;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 10;
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 500);

function line(label: string, pass: boolean, detail: string): void {
  console.log(`${pass ? 'PASS' : 'FAIL'} ${label}: ${detail}`);
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
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  console.log(
    `${label.padEnd(10)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms   non-2xx ${result.non2xx}   errors ${result.errors}`,
  );
  return result;
}

/** A topic page with a large body, the case the render budget is written for. */
function pickTopic({ resolveContentPage }: Modules, snapshot: Snapshot, flags: Flags) {
  let best: { url: string; size: number } | undefined;
  for (const route of snapshot.routes()) {
    if (route.contentType !== 'topic') continue;
    const page = resolveContentPage(snapshot, route, 'en-US', {
      preview: false,
      currentYear: 2025,
      flags: flags.evaluate({ locale: 'en-US', preview: false }),
    });
    const size = ((page.entry as unknown as { body?: { html: string } }).body?.html ?? '').length;
    if (!best || size > best.size) best = { url: route.url, size };
  }
  if (!best) throw new Error('the sample space has no topic page');
  return best;
}

async function renderBenchmark(modules: Modules, snapshot: Snapshot, url: string, flags: Flags) {
  const { resolveContentPage, readAssetManifest, renderPage, loadTemplate } = modules;
  const route = snapshot.route(url)!;
  const manifest = readAssetManifest(path.join(root, 'dist/client'));
  const featureFlags = flags.evaluate({ locale: 'en-US', preview: false });
  const Template = await loadTemplate('topic');
  const once = () => {
    const page = resolveContentPage(snapshot, route, 'en-US', {
      preview: false,
      currentYear: 2025,
      flags: featureFlags,
    });
    return renderPage(
      Template,
      { entry: page.entry, pageTree: page.pageTree, featureFlags, contentVersion: snapshot.version },
      {
        nonce: 'benchmarknonce',
        requestPath: url,
        publicBaseUrl: 'http://localhost:3000',
        manifest,
        browserConfig: { publicBaseUrl: 'http://localhost:3000', environment: 'production' },
        canonicalUrl: `http://localhost:3000${url}`,
        alternates: [],
      },
    );
  };
  for (let i = 0; i < 50; i += 1) once();
  const times: number[] = [];
  for (let i = 0; i < RENDER_RUNS; i += 1) {
    const started = performance.now();
    once();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
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

  const modules = await loadModules();
  const snapshot = modules.buildSnapshot(
    JSON.parse(readFileSync(path.join(root, 'content/sample-space.json'), 'utf8')),
    {
      logger: { error: () => undefined },
    },
  );
  const flags = modules.loadFlagsFile(path.join(root, 'config/flags.json'));
  const topic = pickTopic(modules, snapshot, flags);
  console.log(
    `topic page ${topic.url} (body ${(topic.size / 1024).toFixed(1)} KB), ${DURATION_S} s per run, ${CONNECTIONS} connections\n`,
  );

  const uncachedServer = await startServer(4101, { HTML_CACHE: 'off' });
  const uncached = await measure('uncached', `http://127.0.0.1:4101${topic.url}`);
  await stop(uncachedServer);

  const cachedServer = await startServer(4102, { HTML_CACHE: 'on' });
  const sample = await fetch(`http://127.0.0.1:4102${topic.url}`);
  const bytes = Buffer.from(await sample.arrayBuffer());
  const headers: Record<string, string> = {};
  sample.headers.forEach((value, name) => {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id'].includes(name))
      headers[name] = value;
  });
  headers['content-length'] = String(bytes.byteLength);
  const cached = await measure('cached', `http://127.0.0.1:4102${topic.url}`);
  await stop(cachedServer);

  const dir = mkdtempSync(path.join(tmpdir(), 'bench-ssr-'));
  writeFileSync(path.join(dir, 'body.html'), bytes);
  writeFileSync(path.join(dir, 'headers.json'), JSON.stringify(headers));
  const bareServer = spawn(
    process.execPath,
    ['-e', BARE_SERVER, path.join(dir, 'body.html'), path.join(dir, 'headers.json'), '4103'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  const bare = await measure('bare', `http://127.0.0.1:4103${topic.url}`);
  await stop(bareServer);

  const uncachedRatio = uncached.requests.average / bare.requests.average;
  const cachedRatio = cached.requests.average / bare.requests.average;
  console.log(`\nuncached/bare ${uncachedRatio.toFixed(2)}   cached/bare ${cachedRatio.toFixed(2)}`);
  line('cached throughput ≥ 0.8 of bare', cachedRatio >= 0.8, cachedRatio.toFixed(2));

  const render = await renderBenchmark(modules, snapshot, topic.url, flags);
  console.log(
    `\nrender (resolve + renderToString + shell), ${RENDER_RUNS} runs: median ${render.median.toFixed(3)} ms, p95 ${render.p95.toFixed(3)} ms`,
  );
  line('render median < 2 ms', render.median < 2, `${render.median.toFixed(3)} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
