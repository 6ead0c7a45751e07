/**
 * The app behind a real CDN: Debian's varnish (installed by .ci/run) with the VCL shipped in
 * deploy/varnish/default.vcl, in front of the app on loopback. What a visitor gets through the CDN
 * is checked: pages kept for their s-maxage, stale pages while the app is down, and an edit visible
 * as soon as the app has purged it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
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

describe('the app behind varnish with the shipped VCL', () => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'hc-varnish-'));
  let varnish: ChildProcess;
  let varnishLog = '';
  let appServer: Server;
  let appPort: number;
  let cdnUrl: string;
  let backendHits = 0;
  let setUp: ReturnType<typeof buildTestApp>;

  beforeAll(async () => {
    appPort = await freePort();
    const cdnPort = await freePort();
    cdnUrl = `http://127.0.0.1:${cdnPort}`;
    setUp = buildTestApp(snapshot, {
      env: { CDN_S_MAXAGE: '2', CDN_PURGE_URL: cdnUrl, HTML_CACHE: 'off' },
    });
    appServer = createServer((req, res) => {
      if (!req.url?.endsWith('z')) backendHits += 1;
      setUp.app(req, res);
    });
    await listen(appServer, appPort);

    const vcl = readFileSync(path.resolve(__dirname, '../../deploy/varnish/default.vcl'), 'utf8')
      .replace('.host = "app";', '.host = "127.0.0.1";')
      .replace('.port = "3000";', `.port = "${appPort}";`);
    const vclFile = path.join(workDir, 'default.vcl');
    writeFileSync(vclFile, vcl);
    varnish = spawn(
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
    try {
      // Healthy means the probe of /readyz has passed, so grace follows stale-while-revalidate.
      await waitFor(async () => (await fetch(`${cdnUrl}/readyz`)).ok, 'varnish to answer through the app');
    } catch (error) {
      throw new Error(`${(error as Error).message}; varnishd said:\n${varnishLog}`);
    }
  }, 40_000);

  afterAll(async () => {
    varnish?.kill('SIGTERM');
    if (appServer?.listening) await close(appServer);
    rmSync(workDir, { recursive: true, force: true });
  });

  it('keeps a page for its s-maxage, not its max-age=0, and answers repeat visits without the app', async () => {
    const first = await fetch(cdnUrl + topicRoute.url, { headers: { 'X-Cache-Debug': '1' } });
    const hitsAfterFirst = backendHits;
    const second = await fetch(cdnUrl + topicRoute.url, { headers: { 'X-Cache-Debug': '1' } });

    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('s-maxage=2');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(backendHits).toBe(hitsAfterFirst);
    // The ttl left is what s-maxage gave (2 s), and grace is stale-if-error's day.
    expect(Number(second.headers.get('x-cache-ttl'))).toBeGreaterThan(0);
    expect(Number(second.headers.get('x-cache-ttl'))).toBeLessThanOrEqual(2);
    expect(Number(second.headers.get('x-cache-grace'))).toBe(86_400);
    // The entry ids are for purging, not for visitors.
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
