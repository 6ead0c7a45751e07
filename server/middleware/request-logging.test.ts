import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { requestIdFrom, requestLogging } from './request-logging';

function collectingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

describe('request logging', () => {
  it('keeps a well-formed incoming request id and sends it back', async () => {
    const { logger, lines } = collectingLogger();
    const app = express();
    app.use(requestLogging(logger));
    app.get('/', (_req, res) => {
      res.send(res.locals.requestId);
    });

    const response = await request(app).get('/').set('X-Request-Id', 'abc-123');

    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.text).toBe('abc-123');
    expect(lines.at(-1)).toMatchObject({ reqId: 'abc-123', method: 'GET', url: '/', status: 200 });
  });

  it('makes a new id when the incoming one is missing or unsafe', () => {
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom('bad id\nwith newline')).not.toContain('\n');
  });

  it('logs a failed request at error level', async () => {
    const { logger, lines } = collectingLogger();
    const app = express();
    app.use(requestLogging(logger));
    app.get('/', (_req, res) => {
      res.status(503).end();
    });

    await request(app).get('/');

    expect(lines.at(-1)).toMatchObject({ level: 50, status: 503 });
  });

  it('gives handlers a logger bound to the request id', async () => {
    const { logger, lines } = collectingLogger();
    const app = express();
    app.use(requestLogging(logger));
    app.get('/', (_req, res) => {
      res.locals.log.warn('from the handler');
      res.end();
    });

    await request(app).get('/').set('X-Request-Id', 'req-7');

    expect(lines).toContainEqual(expect.objectContaining({ reqId: 'req-7', msg: 'from the handler' }));
    expect(lines.at(-1)).toMatchObject({ reqId: 'req-7', msg: 'request completed' });
  });
});
