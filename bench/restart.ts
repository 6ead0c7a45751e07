/**
 * A restart under load: two production instances behind a load balancer, autocannon sending pages,
 * search and suggestions through it, and one instance stopped with SIGTERM and started again in the
 * middle. The load balancer does what a real one does: it probes /readyz every PROBE_MS, sends only
 * to instances that answered 200, round robin, and never retries a request. Any request that fails
 * (a reset, a 502 from the balancer, a 5xx) is a lost request; the target is zero.
 *
 * The load runs for BENCH_WARM_S before the SIGTERM and goes on until the restarted instance has
 * served for BENCH_WARM_S again.
 *
 *   npm run bench:restart     (BENCH_WARM_S=5 BENCH_CONNECTIONS=20 by default)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
}
/** Without a callback, autocannon's instance is also the promise of its result. */
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: { method: string; path: string }[];
}) => Promise<AutocannonResult> & { stop(): void };

const root = path.resolve(__dirname, '..');
const autocannon = createRequire(__filename)('autocannon') as Autocannon;
const WARM_S = Number(process.env.BENCH_WARM_S ?? 5);
/** Only a bound: the load stops once the restarted instance has served for WARM_S. */
const MAX_DURATION_S = 600;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PROBE_MS = 250;
/** A probe that has not answered by then counts as failed; two failures in a row mark an instance down. */
const PROBE_TIMEOUT_MS = 2_000;
/** Above the probe interval plus its timeout, as docs/deployment.md asks of SHUTDOWN_DRAIN_MS. */
const DRAIN_MS = 5_000;
const PATHS = [
  '/',
  '/jira-software-cloud/docs/invite-your-team/',
  '/gateway/api/help-content/v2/suggest?q=boar',
  '/search-results/?searchTerm=board',
  '/jira-software-cloud/resources/',
];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** Idle connections to an instance close after 30 s, before the app's KEEP_ALIVE_TIMEOUT_MS (65 s). */
const balancerAgent = () => new Agent({ keepAlive: true, timeout: 30_000 });

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface Instance {
  name: string;
  port: number;
  dataDir: string;
  child?: ChildProcess;
  /** What the balancer's probes say. */
  healthy: boolean;
  /** Probes in a row that timed out or could not connect. */
  probeFailures: number;
  probing: boolean;
  agent: Agent;
  served: number;
}

function start(instance: Instance): ChildProcess {
  const child = spawn(process.execPath, [path.join(root, 'dist/server/start.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(instance.port),
      DATA_DIR: instance.dataDir,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      // The balancer names each request's visitor in X-Forwarded-For, as a CDN does.
      TRUST_PROXY: 'loopback',
      // Load shedding answers 503 by design when the event loop falls behind, which a shared two-core
      // machine does for reasons of its own; it has its own tests. This measures the restart alone.
      OVERLOAD_MAX_DELAY_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  instance.child = child;
  return child;
}

async function waitForReady(instance: Instance): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (instance.child?.exitCode !== null && instance.child?.exitCode !== undefined) {
      throw new Error(`${instance.name} exited with ${instance.child.exitCode}`);
    }
    try {
      if ((await fetch(`http://127.0.0.1:${instance.port}/readyz`)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${instance.name} did not become ready`);
}

/**
 * The balancer's health checks: one probe per instance every PROBE_MS. An instance that answers 503
 * is down at once (it says it is stopping); one that does not answer is down after two probes in a
 * row, so a slow answer on a loaded machine is not taken for a dead instance.
 */
function probeForever(instances: Instance[]): () => void {
  const agent = new Agent();
  const timer = setInterval(() => {
    for (const instance of instances) {
      if (instance.probing) continue;
      instance.probing = true;
      const failed = () => {
        instance.probing = false;
        instance.probeFailures += 1;
        if (instance.probeFailures >= 2) instance.healthy = false;
      };
      const req = request(
        { host: '127.0.0.1', port: instance.port, path: '/readyz', agent, timeout: PROBE_TIMEOUT_MS },
        (res) => {
          res.resume();
          instance.probing = false;
          instance.probeFailures = 0;
          instance.healthy = res.statusCode === 200;
        },
      );
      req.on('timeout', () => req.destroy());
      req.on('error', failed);
      req.end();
    }
  }, PROBE_MS);
  return () => clearInterval(timer);
}

function balancer(instances: Instance[]) {
  let next = 0;
  /** Off once the load generator is being stopped: the requests it cuts off are not the restart's. */
  const state = { measuring: true };
  let visitor = 0;
  const failures: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const healthy = instances.filter((instance) => instance.healthy);
    const target = healthy[next++ % Math.max(healthy.length, 1)];
    if (!target) {
      if (state.measuring) failures.push('no healthy instance');
      res.writeHead(503).end();
      return;
    }
    // Every request comes from another visitor, as behind a CDN, so per-visitor rate limits stay out of it.
    visitor += 1;
    const forwardedFor = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
    const upstream = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
        agent: target.agent,
      },
      (answer) => {
        target.served += 1;
        if ((answer.statusCode ?? 0) >= 500 && state.measuring)
          failures.push(`${target.name} answered ${answer.statusCode} to ${req.url}`);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (state.measuring) failures.push(`${target.name}: ${error.code ?? error.message} on ${req.url}`);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return { server, failures, state };
}

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, [path.join(root, 'webpack/build-if-missing.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);

  const instances: Instance[] = await Promise.all(
    ['a', 'b'].map(async (name) => ({
      name,
      port: await freePort(),
      dataDir: mkdtempSync(path.join(tmpdir(), `help-centre-restart-${name}-`)),
      healthy: false,
      probeFailures: 0,
      probing: false,
      agent: balancerAgent(),
      served: 0,
    })),
  );
  for (const instance of instances) start(instance);
  await Promise.all(instances.map(waitForReady));
  const stopProbing = probeForever(instances);
  const lb = balancer(instances);
  const lbPort = await freePort();
  await new Promise<void>((resolve) => lb.server.listen(lbPort, '127.0.0.1', () => resolve()));
  while (!instances.every((instance) => instance.healthy)) await new Promise((resolve) => setTimeout(resolve, 50));

  console.log(
    `restart under load: 2 instances behind a probing balancer (every ${PROBE_MS} ms, no retries, ${PROBE_TIMEOUT_MS} ms probe timeout), ${CONNECTIONS} connections; load ${load()}`,
  );
  const running = autocannon({
    url: `http://127.0.0.1:${lbPort}`,
    connections: CONNECTIONS,
    duration: MAX_DURATION_S,
    requests: PATHS.map((urlPath) => ({ method: 'GET', path: urlPath })),
  });

  // Replace instance a as an orchestrator does: SIGTERM, wait for the exit, start it again.
  await new Promise((resolve) => setTimeout(resolve, WARM_S * 1000));
  const restarted = instances[0]!;
  const stoppedAt = Date.now();
  const exited = new Promise<number | null>((resolve) => restarted.child!.once('exit', (code) => resolve(code)));
  restarted.child!.kill('SIGTERM');
  const exitCode = await exited;
  const stopMs = Date.now() - stoppedAt;
  restarted.agent.destroy();
  restarted.agent = balancerAgent();
  start(restarted);
  const readyMs = await waitForReady(restarted);
  console.log(`instance a: exited ${exitCode} ${stopMs} ms after SIGTERM, ready again ${readyMs} ms after start`);
  const servedBeforeReturn = restarted.served;
  while (!restarted.healthy) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, WARM_S * 1000));
  lb.state.measuring = false;
  running.stop();
  const result = await running;
  const servedAfterReturn = restarted.served - servedBeforeReturn;
  stopProbing();
  lb.server.close();
  for (const instance of instances) {
    instance.child?.kill('SIGTERM');
    instance.agent.destroy();
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });

  const failed = lb.failures.length + result.errors + result.timeouts + result.non2xx;
  console.log(
    `requests ${result.requests.total} (${result.requests.average.toFixed(0)} req/s), 2xx ${result['2xx']}, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}; p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(
    `served by a: ${instances[0]!.served} (${servedAfterReturn} after its restart), by b: ${instances[1]!.served}; load ${load()}`,
  );
  for (const failure of lb.failures.slice(0, 10)) console.log(`  lost: ${failure}`);
  console.log(
    `${failed === 0 && exitCode === 0 ? 'PASS' : 'FAIL'} failed requests through the restart: ${failed} (target 0)`,
  );
  process.exit(failed === 0 && exitCode === 0 ? 0 : 1);
}

void main();
