/**
 * SIGTERM while the server is under load, as an orchestrator sends it when it replaces an instance:
 * keep-alive clients read pages and file support requests without pause, through a load balancer
 * that probes /readyz and stops sending to the instance once it answers 503. Readiness must turn 503
 * at once, every response from then on must close its connection, no request that was sent may be
 * reset, and every request that was acknowledged must be in the store afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { SUPPORT_REQUESTS_PATH } from '../../server/routes/support-api';
import { installGracefulShutdown } from '../../server/shutdown';
import { createStore, type Store } from '../../server/store/store';
import { buildTestApp } from '../integration/support';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });
const pageUrl = snapshot.routes().find((route) => route.contentType === 'topic')!.url;
const CLIENTS = 16;
const DRAIN_MS = 600;
/** How often the load balancer asks /readyz. */
const PROBE_MS = 100;

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

function send(port: number, agent: Agent, method: 'GET' | 'POST', urlPath: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method,
        agent,
        headers: body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {},
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('SIGTERM under load', () => {
  let dataDir: string;
  let store: Store;
  let server: Server;

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'help-centre-sigterm-'));
    store = await createStore({ dataDir, databaseUrl: undefined });
  });

  afterEach(async () => {
    if (server?.listening) server.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every request sent until the load balancer stops sending, resets none and loses no acknowledged write', async () => {
    let stopping = false;
    const { app } = buildTestApp(snapshot, { store, stopping: () => stopping });
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.address() as AddressInfo).port;
    let sigterm: (signal: NodeJS.Signals) => void = () => undefined;
    const exited = new Promise<number>((resolve) => {
      sigterm = installGracefulShutdown(server, {
        logger: { info: () => undefined, error: () => undefined },
        timeoutMs: 10_000,
        drainDelayMs: DRAIN_MS,
        onDrain: () => {
          stopping = true;
        },
        onStop: () => undefined,
        exit: resolve,
        signals: { once: () => process },
      });
    });

    const acknowledged: string[] = [];
    const afterSignal: Answer[] = [];
    const failures: string[] = [];
    let signalled = false;
    let healthy = true;
    let readinessAfterSignal: number | undefined;
    const probe = async () => {
      const agent = new Agent();
      while (healthy) {
        // A probe sent just before the signal may still be answered 200 on a busy machine, or be
        // answered 503 because the signal arrived while it waited: a 200 counts only when the probe
        // was sent after the signal, a 503 whenever it arrives after it.
        const sentAfterSignal = signalled;
        const answer = await send(port, agent, 'GET', '/readyz');
        const saysWhatReadinessBecame = sentAfterSignal || (signalled && answer.status !== 200);
        if (saysWhatReadinessBecame && readinessAfterSignal === undefined) readinessAfterSignal = answer.status;
        healthy = answer.status === 200;
        await new Promise((resolve) => setTimeout(resolve, PROBE_MS));
      }
    };

    const client = async (index: number) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let turn = 0; healthy; turn += 1) {
          const write = turn % 3 === 0;
          // Sent after the signal, so the server handles it while stopping.
          const sentAfterSignal = signalled;
          try {
            const answer = write
              ? await send(
                  port,
                  agent,
                  'POST',
                  SUPPORT_REQUESTS_PATH,
                  JSON.stringify({
                    form: 'support',
                    name: `Client ${index}`,
                    email: `client${index}@example.com`,
                    ticketType: 'suggestion',
                    summary: `Turn ${turn}`,
                    description: 'Filed while the server shuts down',
                  }),
                )
              : await send(port, agent, 'GET', pageUrl);
            if (sentAfterSignal) afterSignal.push(answer);
            if (write && answer.status === 201) {
              acknowledged.push((JSON.parse(answer.body) as { reference: string }).reference);
            } else if (answer.status !== 200 && !(write && answer.status === 429)) {
              failures.push(`${answer.status} ${answer.body.slice(0, 80)}`);
            }
          } catch (error) {
            failures.push(
              `${(error as NodeJS.ErrnoException).code ?? ''} ${(error as Error).message} write=${write} after=${sentAfterSignal}`,
            );
            return;
          }
        }
      } finally {
        agent.destroy();
      }
    };

    const probing = probe();
    const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
    await new Promise((resolve) => setTimeout(resolve, 400));
    signalled = true;
    sigterm('SIGTERM');
    await Promise.all([probing, ...clients]);

    expect(readinessAfterSignal).toBe(503);
    expect(failures).toEqual([]);
    expect(afterSignal.length).toBeGreaterThan(0);
    expect(afterSignal.every((answer) => answer.connection === 'close')).toBe(true);
    expect(await exited).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const reference of acknowledged) {
      expect(await store.findSupportRequest(reference)).toMatchObject({ reference });
    }
  }, 30_000);
});
