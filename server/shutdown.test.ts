import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { installGracefulShutdown, QUIET_MS } from './shutdown';

const silentLogger = { info: () => undefined, error: () => undefined };

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown', () => {
  it('finishes a request in flight, refuses new connections, cleans up and exits 0', async () => {
    let releaseSlowRequest: () => void = () => undefined;
    let slowRequestArrived: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (slowRequestArrived = resolve));
    const server = createServer((req, res) => {
      if (req.url === '/slow') {
        slowRequestArrived();
        releaseSlowRequest = () => res.end('finished');
        return;
      }
      res.end('fast');
    });
    const port = await listen(server);
    const exitCodes: number[] = [];
    const onStop = jest.fn();
    let exited: () => void = () => undefined;
    const exitedPromise = new Promise<void>((resolve) => (exited = resolve));
    const shutdown = installGracefulShutdown(server, {
      logger: silentLogger,
      timeoutMs: 5_000,
      onStop,
      exit: (code) => {
        exitCodes.push(code);
        exited();
      },
      signals: { once: () => process },
    });

    const inFlight = get(port, '/slow');
    await arrived;
    shutdown('SIGTERM');
    // The listener closes once no connection has arrived for QUIET_MS; from then on nothing connects.
    while (server.listening) await new Promise((resolve) => setTimeout(resolve, 10));
    await expect(get(port, '/fast')).rejects.toThrow();
    releaseSlowRequest();

    await expect(inFlight).resolves.toEqual({ status: 200, body: 'finished' });
    await exitedPromise;
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(exitCodes).toEqual([0]);
  });

  it('keeps accepting until no connection has arrived for QUIET_MS, so none waiting in the queue is reset', async () => {
    const server = createServer((_req, res) => res.end('page'));
    const port = await listen(server);
    let exited: () => void = () => undefined;
    const exitedPromise = new Promise<void>((resolve) => (exited = resolve));
    const shutdown = installGracefulShutdown(server, {
      logger: silentLogger,
      timeoutMs: 5_000,
      onStop: () => undefined,
      exit: () => exited(),
      signals: { once: () => process },
    });

    expect(await get(port, '/')).toEqual({ status: 200, body: 'page' });
    const signalledAt = Date.now();
    shutdown('SIGTERM');
    // Connections keep arriving for a while after the signal: each is served, with Connection: close.
    const answers: { status: number; body: string }[] = [];
    while (Date.now() - signalledAt < 3 * QUIET_MS) answers.push(await get(port, '/'));
    await exitedPromise;

    expect(answers.length).toBeGreaterThan(1);
    expect(answers.every((answer) => answer.status === 200 && answer.body === 'page')).toBe(true);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(3 * QUIET_MS);
  });

  it('exits 1 when a request does not finish within the timeout', async () => {
    const server = createServer(() => undefined);
    const port = await listen(server);
    let exited: (code: number) => void = () => undefined;
    const exitCode = new Promise<number>((resolve) => (exited = resolve));
    const shutdown = installGracefulShutdown(server, {
      logger: silentLogger,
      timeoutMs: 50,
      onStop: () => undefined,
      exit: (code) => exited(code),
      signals: { once: () => process },
    });
    const stuck = get(port, '/never').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));

    shutdown('SIGTERM');

    await expect(exitCode).resolves.toBe(1);
    server.closeAllConnections();
    await stuck;
  });

  it('closes the stores after the server has closed and exits 0 only once they are closed, logging no error', async () => {
    const server = createServer((_req, res) => res.end('page'));
    const port = await listen(server);
    const events: string[] = [];
    const errors: unknown[] = [];
    let exited: () => void = () => undefined;
    const exitedPromise = new Promise<void>((resolve) => (exited = resolve));
    const shutdown = installGracefulShutdown(server, {
      logger: { info: () => undefined, error: (obj: object) => errors.push(obj) },
      timeoutMs: 5_000,
      onStop: () => events.push('stop'),
      afterClose: async () => {
        events.push(server.listening ? 'stores closed while listening' : 'stores closing');
        await new Promise((resolve) => setTimeout(resolve, 30));
        events.push('stores closed');
      },
      exit: (code) => {
        events.push(`exit ${code}`);
        exited();
      },
      signals: { once: () => process },
    });
    expect(await get(port, '/')).toEqual({ status: 200, body: 'page' });

    shutdown('SIGTERM');
    await exitedPromise;

    expect(events).toEqual(['stop', 'stores closing', 'stores closed', 'exit 0']);
    expect(errors).toEqual([]);
  });

  it('exits 1 and says why when closing the stores fails', async () => {
    const server = createServer((_req, res) => res.end('page'));
    await listen(server);
    const messages: string[] = [];
    let exited: (code: number) => void = () => undefined;
    const exitCode = new Promise<number>((resolve) => (exited = resolve));
    const shutdown = installGracefulShutdown(server, {
      logger: { info: () => undefined, error: (_obj: object, msg?: string) => messages.push(msg ?? '') },
      timeoutMs: 5_000,
      onStop: () => undefined,
      afterClose: () => Promise.reject(new Error('database is locked')),
      exit: (code) => exited(code),
      signals: { once: () => process },
    });

    shutdown('SIGTERM');

    await expect(exitCode).resolves.toBe(1);
    expect(messages).toEqual(['error while closing the stores']);
  });

  it('listens for SIGTERM and SIGINT once each and ignores a second signal', () => {
    const server = createServer();
    const once = jest.fn();
    const onStop = jest.fn();
    const shutdown = installGracefulShutdown(server, {
      logger: silentLogger,
      timeoutMs: 50,
      onStop,
      exit: () => undefined,
      signals: { once },
    });

    shutdown('SIGTERM');
    shutdown('SIGINT');

    expect(once.mock.calls.map(([signal]) => signal as string)).toEqual(['SIGTERM', 'SIGINT']);
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('turns readiness off at once and closes every keep-alive socket after its response while draining', async () => {
    let stopping = false;
    const server = createServer((req, res) => {
      if (req.url === '/readyz') {
        res.statusCode = stopping ? 503 : 200;
        res.end(stopping ? 'stopping' : 'ready');
        return;
      }
      res.end('page');
    });
    const port = await listen(server);
    let exited: () => void = () => undefined;
    const exitedPromise = new Promise<void>((resolve) => (exited = resolve));
    const shutdown = installGracefulShutdown(server, {
      logger: silentLogger,
      timeoutMs: 5_000,
      drainDelayMs: 100,
      onDrain: () => (stopping = true),
      onStop: () => undefined,
      exit: () => exited(),
      signals: { once: () => process },
    });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const viaAgent = (path: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        });
        req.on('error', reject);
        req.end();
      });
    expect(await viaAgent('/')).toEqual({ status: 200, connection: 'keep-alive' });

    shutdown('SIGTERM');

    // Within the drain delay the server still answers, says it is not ready, and closes the socket.
    expect(await viaAgent('/readyz')).toEqual({ status: 503, connection: 'close' });
    await exitedPromise;
    agent.destroy();
  });
});
