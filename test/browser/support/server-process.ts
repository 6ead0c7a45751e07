/**
 * Starts and stops the production server (`node dist/server/start.js`) for the browser tests. The
 * global setup and teardown run in the same Jest parent process, so the handle lives in a module
 * variable on globalThis; the test workers only learn the base url, through the environment.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const BASE_URL_VARIABLE = 'HC_BROWSER_BASE_URL';

const ROOT = path.resolve(__dirname, '../../..');
const SERVER_ENTRY = path.join(ROOT, 'dist/server/start.js');
const CLIENT_DIST = path.join(ROOT, 'dist/client');
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

interface RunningServer {
  child: ChildProcess;
  workDir: string;
  output: string[];
  mail: MailSink | undefined;
}

interface MailSink {
  url: string;
  close(): Promise<void>;
}

/**
 * A mail server on loopback that takes every message and keeps none. The production test site
 * offers sign-in, as a deployed one does, and production offers the local sign-in page only with a
 * mail server; the confirmations of the requests the tests file go here too. (Outside production the
 * local page shows its links instead, which the sign-in tests follow.)
 */
async function startMailSink(host: string): Promise<MailSink> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, host, resolve));
  const address = smtp.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `smtp://${host}:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

const HANDLE = Symbol.for('help-centre.browser-test-server');
type WithHandle = typeof globalThis & { [HANDLE]?: () => Promise<void> };

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilReady(baseUrl: string, server: RunningServer): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`The server exited with code ${server.child.exitCode}:\n${server.output.join('')}`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(200);
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS} ms:\n${server.output.join('')}`);
}

export interface SpawnedServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts a server from dist/ on a free loopback port with its own data directory and mail sink;
 * `env` overrides the production defaults (a test of development-only behaviour sets NODE_ENV, one
 * of a site without sign-in sets LOCAL_SIGN_IN=off).
 */
export async function spawnServer(env: Record<string, string> = {}): Promise<SpawnedServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run the tests with \`npm run test:browser\`, which builds first.`);
  }
  const host = '127.0.0.1';
  const port = await freePort(host);
  const baseUrl = `http://${host}:${port}`;
  // User data (feedback, analytics) goes to a throwaway directory, never the working tree. The
  // client bundle is served from a copy: a build started elsewhere while the tests run cleans
  // dist/client, and the pages this server renders would lose their scripts. The server bundle is
  // read once at start, so it needs no copy.
  const workDir = mkdtempSync(path.join(tmpdir(), 'help-centre-browser-'));
  const dataDir = path.join(workDir, 'data');
  const clientDir = path.join(workDir, 'client');
  mkdirSync(dataDir);
  cpSync(CLIENT_DIST, clientDir, { recursive: true });
  const production = (env.NODE_ENV ?? 'production') === 'production';
  const mail = production ? await startMailSink(host) : undefined;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: host,
      PORT: String(port),
      PUBLIC_BASE_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      CLIENT_DIST_DIR: clientDir,
      // The sample space is small enough for a build in the main thread; building it in worker
      // threads here runs the compiled worker script, the path a large space takes in production.
      SEARCH_PARALLEL_FROM: '1',
      SEARCH_BUILD_THREADS: '2',
      ...(mail ? { LOCAL_SIGN_IN: 'on', SMTP_URL: mail.url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: RunningServer = { child, workDir, output: [], mail };
  const collect = (chunk: Buffer) => server.output.push(chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = () => stopRunning(server);
  try {
    await waitUntilReady(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** The global server of the browser tests, its url handed to the test workers through the environment. */
export async function startServer(): Promise<string> {
  const { baseUrl, stop } = await spawnServer();
  (globalThis as WithHandle)[HANDLE] = stop;
  process.env[BASE_URL_VARIABLE] = baseUrl;
  return baseUrl;
}

export async function stopServer(): Promise<void> {
  const holder = globalThis as WithHandle;
  const stop = holder[HANDLE];
  holder[HANDLE] = undefined;
  await stop?.();
}

async function stopRunning(server: RunningServer): Promise<void> {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
  await server.mail?.close();
  rmSync(server.workDir, { recursive: true, force: true });
}

/**
 * A server of the production build for the tests of a file (spawnServer with `env`): started before
 * them, stopped after them. Its `baseUrl` is known once the file's tests run.
 */
export function serverForFile(env: Record<string, string> = {}): Pick<SpawnedServer, 'baseUrl'> {
  let spawned: SpawnedServer | undefined;
  beforeAll(async () => {
    spawned = await spawnServer(env);
  }, 90_000);
  afterAll(async () => {
    await spawned?.stop();
  });
  return {
    get baseUrl() {
      if (!spawned) throw new Error('The server is started before the tests of the file run');
      return spawned.baseUrl;
    },
  };
}
