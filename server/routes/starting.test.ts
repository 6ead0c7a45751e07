import express from 'express';
import request from 'supertest';
import { createHealthRouter } from './health';
import { startingGate, STARTING_RETRY_AFTER_SECONDS } from './starting';

function app(readiness: { ready: boolean; reason?: string }) {
  const server = express();
  server.use(createHealthRouter(readiness, () => 'v1'));
  server.use(startingGate(readiness));
  server.get('/{*rest}', (_req, res) => {
    res.send('page');
  });
  return server;
}

describe('the starting gate', () => {
  const starting = { ready: false, reason: 'waiting for the first content snapshot' };

  it('lets /healthz answer and /readyz say why it is not ready', async () => {
    expect((await request(app(starting)).get('/healthz')).status).toBe(200);
    const ready = await request(app(starting)).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'starting', reason: 'waiting for the first content snapshot' });
  });

  it('answers a page with 503, Retry-After and a short starting page in the visitor locale', async () => {
    const page = await request(app(starting)).get('/ja/some/page/').set('accept', 'text/html');
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBe(String(STARTING_RETRY_AFTER_SECONDS));
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<html lang="ja">');
    expect(page.text).toContain('サイトを起動しています。');
  });

  it('answers an API request with JSON', async () => {
    const api = await request(app(starting)).post('/gateway/api/search').set('accept', 'application/json');
    expect(api.status).toBe(503);
    expect(api.body).toEqual({ error: 'The site is starting up. Please try again in a moment.' });
  });

  it('passes every request through once ready', async () => {
    const page = await request(app({ ready: true })).get('/some/page/');
    expect(page.status).toBe(200);
    expect(page.text).toBe('page');
  });
});
