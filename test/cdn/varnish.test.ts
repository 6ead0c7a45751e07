/**
 * The app behind a real CDN: Debian's varnish (installed by .ci/run) with the VCL shipped in
 * deploy/varnish/default.vcl, in front of the app on loopback. What a visitor gets through the CDN
 * is checked: pages kept for their s-maxage, stale pages while the app is down, and an edit visible
 * as soon as the app has purged it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { resolverExport, setFields } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { buildTestApp } from '../integration/support';

const VARNISHD = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';
const silent = { error: () => undefined };
const snapshot = buildSnapshot(resolverExport(), { logger: silent });
const topicRoute = snapshot.routes().find((route) => route.contentType === 'topic')!;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** The app (html cache off, so every miss reaches it) behind varnishd running the shipped VCL. */
interface Stack {
  cdnUrl: string;
  setUp: ReturnType<typeof buildTestApp>;
  appServer: Server;
  /** Page requests that reached the app, by path. */
  backendHits: Map<string, number>;
  stop(): Promise<void>;
}

async function startStack(sMaxAge: string): Promise<Stack> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'hc-varnish-'));
  let varnishLog = '';
  const appPort = await freePort();
  const cdnPort = await freePort();
  const cdnUrl = `http://127.0.0.1:${cdnPort}`;
  const backendHits = new Map<string, number>();
  const setUp = buildTestApp(snapshot, {
    env: { CDN_S_MAXAGE: sMaxAge, CDN_PURGE_URL: cdnUrl, HTML_CACHE: 'off' },
  });
  const appServer = createServer((req, res) => {
    if (req.url && !req.url.endsWith('z')) backendHits.set(req.url, (backendHits.get(req.url) ?? 0) + 1);
    setUp.app(req, res);
  });
  await listen(appServer, appPort);

  const vcl = readFileSync(path.resolve(__dirname, '../../deploy/varnish/default.vcl'), 'utf8')
    .replace('.host = "app";', '.host = "127.0.0.1";')
    .replace('.port = "3000";', `.port = "${appPort}";`);
  const vclFile = path.join(workDir, 'default.vcl');
  writeFileSync(vclFile, vcl);
  const varnish = spawn(
    VARNISHD,
    [
      '-F',
      '-j',
      'none',
      '-n',
      path.join(workDir, 'n'),
      '-a',
      `127.0.0.1:${cdnPort}`,
      '-f',
      vclFile,
      '-s',
      'malloc,32m',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  varnish.stdout?.on('data', (chunk: Buffer) => (varnishLog += chunk.toString()));
  varnish.stderr?.on('data', (chunk: Buffer) => (varnishLog += chunk.toString()));
  varnish.on('error', (error) => (varnishLog += `\n${error.message}`));
  const stop = async () => {
    varnish.kill('SIGTERM');
    if (appServer.listening) await close(appServer);
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    // Healthy means the probe of /readyz has passed, so grace follows stale-while-revalidate.
    await waitFor(async () => (await fetch(`${cdnUrl}/readyz`)).ok, 'varnish to answer through the app');
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; varnishd said:\n${varnishLog}`);
  }
  return { cdnUrl, setUp, appServer, backendHits, stop };
}

describe('the app behind varnish with the shipped VCL', () => {
  let stack: Stack;
  let appServer: Server;
  let cdnUrl: string;
  let setUp: ReturnType<typeof buildTestApp>;
  const backendHitCount = () => [...stack.backendHits.values()].reduce((sum, hits) => sum + hits, 0);

  beforeAll(async () => {
    stack = await startStack('2');
    ({ appServer, cdnUrl, setUp } = stack);
  }, 40_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('keeps a page for its s-maxage, not its max-age=0, and answers repeat visits without the app', async () => {
    const first = await fetch(cdnUrl + topicRoute.url, { headers: { 'X-Cache-Debug': '1' } });
    const hitsAfterFirst = backendHitCount();
    const second = await fetch(cdnUrl + topicRoute.url, { headers: { 'X-Cache-Debug': '1' } });

    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('s-maxage=2');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(backendHitCount()).toBe(hitsAfterFirst);
    // The ttl left is what s-maxage gave (2 s), and grace is stale-if-error's day.
    expect(Number(second.headers.get('x-cache-ttl'))).toBeGreaterThan(0);
    expect(Number(second.headers.get('x-cache-ttl'))).toBeLessThanOrEqual(2);
    expect(Number(second.headers.get('x-cache-grace'))).toBe(86_400);
    // The surrogate keys are for purging, not for visitors.
    expect(second.headers.get('surrogate-key')).toBeNull();
  });

  it('never shares what depends on the visitor', async () => {
    const first = await fetch(`${cdnUrl}/gateway/api/customer-context/user/auth`);
    const second = await fetch(`${cdnUrl}/gateway/api/customer-context/user/auth`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('MISS');
  });

  it('shows an edit at once after the app purges the CDN for the new content', async () => {
    const before = await (await fetch(cdnUrl + topicRoute.url)).text();
    expect(before).not.toContain('Renamed through the CDN');

    const edited = buildSnapshot(
      setFields(resolverExport(), topicRoute.entryId, { topicTitle: 'Renamed through the CDN' }),
      { logger: silent },
    );
    setUp.snapshotStore.swap(edited);

    await waitFor(
      async () => (await (await fetch(cdnUrl + topicRoute.url)).text()).includes('Renamed through the CDN'),
      'the renamed topic through the CDN',
      5_000,
    );
  });

  it('serves the stale page while the app is stopped, past its s-maxage (stale-if-error)', async () => {
    const warm = await fetch(cdnUrl + topicRoute.url);
    expect(warm.status).toBe(200);
    const page = await warm.text();

    await close(appServer);
    // Past the 2 s s-maxage, and long enough for the probe to find the app gone.
    await sleep(4_000);

    const stale = await fetch(cdnUrl + topicRoute.url);
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(page);
    const missing = await fetch(`${cdnUrl}/never-cached-page/`);
    expect(missing.status).toBe(503);
  }, 20_000);
});

describe('a one-entry change behind varnish', () => {
  let stack: Stack;
  const urlOf = (id: string) => snapshot.urlOf(id)!;
  const get = (url: string) => fetch(stack.cdnUrl + url);
  const changed = urlOf('topic-jql');
  // tour-2 links to topic-jql; coll-reference lists it; conf-cloud-backup (another product) does neither.
  const referrers = [urlOf('tour-2'), urlOf('coll-reference')];
  const unrelated = urlOf('conf-cloud-backup');

  beforeAll(async () => {
    // Pages stay a minute, so only a purge can make them fresh within the test.
    stack = await startStack('60');
  }, 40_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('purges the changed page and its referrers and keeps an unrelated page a hit', async () => {
    const warm = async () => {
      for (const url of [changed, ...referrers, unrelated]) expect((await get(url)).status).toBe(200);
    };
    await warm();
    // The first change after the app started purges every page: the CDN may hold pages an earlier
    // process rendered, whose reads this one never saw. Keyed purges follow.
    stack.setUp.snapshotStore.swap(
      buildSnapshot(setFields(resolverExport(), 'kb-login', { title: 'A first edit' }), { logger: silent }),
    );
    await waitFor(async () => (await get(unrelated)).headers.get('x-cache') === 'MISS', 'the first, full purge', 5_000);
    await warm();
    await sleep(1_100);
    const unrelatedHits = stack.backendHits.get(unrelated);
    expect((await get(unrelated)).headers.get('x-cache')).toBe('HIT');

    const edit = setFields(resolverExport(), 'kb-login', { title: 'A first edit' });
    stack.setUp.snapshotStore.swap(
      buildSnapshot(setFields(edit, 'topic-jql', { topicTitle: 'Search with JQL through the CDN' }), {
        logger: silent,
      }),
    );

    await waitFor(
      async () => (await (await get(changed)).text()).includes('Search with JQL through the CDN'),
      'the changed page through the CDN',
      5_000,
    );
    for (const url of referrers) {
      expect({ url, fresh: (await (await get(url)).text()).includes('Search with JQL through the CDN') }).toEqual({
        url,
        fresh: true,
      });
    }
    const kept = await get(unrelated);
    expect(kept.headers.get('x-cache')).toBe('HIT');
    expect(Number(kept.headers.get('age'))).toBeGreaterThan(0);
    expect(stack.backendHits.get(unrelated)).toBe(unrelatedHits);
  }, 30_000);
});
