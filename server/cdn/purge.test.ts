import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCdnPurger } from './purge';

interface Received {
  method: string | undefined;
  keys: string | undefined;
}

function startCdn(status: number): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    received.push({ method: req.method, keys: req.headers['x-purge-keys'] as string | undefined });
    res.statusCode = status;
    res.end();
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, received });
    });
  });
}

const quietLogger = () => ({ error: jest.fn() });

describe('the CDN purger', () => {
  it('sends a PURGE naming the surrogate keys of what changed, or none to drop every page', async () => {
    const cdn = await startCdn(200);
    const purger = createCdnPurger({ url: cdn.url, logger: quietLogger() });
    await expect(purger.purge(['topic-1', 'product_2'])).resolves.toBe(true);
    await expect(purger.purge()).resolves.toBe(true);
    cdn.server.close();
    cdn.server.closeAllConnections();
    expect(cdn.received).toEqual([
      { method: 'PURGE', keys: 'topic-1 product_2' },
      { method: 'PURGE', keys: undefined },
    ]);
  });

  it('leaves out keys that could widen the ban expression, and sends nothing when none is left', async () => {
    const cdn = await startCdn(200);
    const purger = createCdnPurger({ url: cdn.url, logger: quietLogger() });
    await purger.purge(['ok-1', '.*', 'a|b']);
    await purger.purge(['.*']);
    cdn.server.close();
    cdn.server.closeAllConnections();
    expect(cdn.received).toEqual([{ method: 'PURGE', keys: 'ok-1' }]);
  });

  it('logs a refused or unreachable CDN and resolves false instead of failing the content change', async () => {
    const cdn = await startCdn(405);
    const logger = quietLogger();
    await expect(createCdnPurger({ url: cdn.url, logger }).purge()).resolves.toBe(false);
    cdn.server.close();
    cdn.server.closeAllConnections();
    await expect(createCdnPurger({ url: 'http://127.0.0.1:9', logger }).purge()).resolves.toBe(false);
    expect(logger.error).toHaveBeenCalledTimes(2);
  });
});
