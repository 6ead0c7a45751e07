import { once } from 'node:events';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { Express } from 'express';
import request from 'supertest';
import { resolverExport } from '../content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../content/snapshot';
import { buildTestApp } from '../../test/integration/support';
import { pageAddress } from './cached-pages';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });
const topicUrl = snapshot.routes().find((route) => route.contentType === 'topic')!.url;
/** Headers that differ between any two responses. */
const PER_RESPONSE = ['date', 'x-request-id', 'connection', 'keep-alive'];

function comparable(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.includes(name)));
}

/** A GET whose body is kept as the bytes sent (supertest would decompress it). */
async function rawGet(app: Express, path: string, headers: Record<string, string>) {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path, headers }, resolve).on('error', reject);
    });
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return { headers: response.headers as Record<string, string>, body: Buffer.concat(chunks) };
  } finally {
    server.close();
  }
}

describe('html cache hits served ahead of the routers', () => {
  it('sends the same headers and bytes as the page handler does for the same cached page', async () => {
    const { app } = buildTestApp(snapshot, { env: { NODE_ENV: 'production' } });
    await request(app).get(topicUrl);

    // A query string sends the request through the routers to the page handler's cache hit.
    const full = await request(app).get(`${topicUrl}?from=email`).set('Accept-Encoding', 'identity');
    const early = await request(app).get(topicUrl).set('Accept-Encoding', 'identity');

    expect(early.status).toBe(200);
    expect(early.text).toBe(full.text);
    expect(comparable(early.headers)).toEqual(comparable(full.headers));
    expect(early.headers['strict-transport-security']).toBeDefined();
  });

  it('sends gzip with the same headers and bytes as the page handler, a length and no chunks', async () => {
    const { app } = buildTestApp(snapshot);
    const identity = await request(app).get(topicUrl);

    const full = await rawGet(app, `${topicUrl}?from=email`, { 'Accept-Encoding': 'gzip' });
    const early = await rawGet(app, topicUrl, { 'Accept-Encoding': 'gzip' });

    expect(early.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(early.body).toString()).toBe(identity.text);
    expect(early.body.equals(full.body)).toBe(true);
    expect(Number(early.headers['content-length'])).toBe(early.body.byteLength);
    expect(full.headers['transfer-encoding']).toBeUndefined();
    expect(comparable(early.headers)).toEqual(comparable(full.headers));
  });

  it('sends brotli to a browser that accepts it, as the compression middleware prefers', async () => {
    const { app } = buildTestApp(snapshot);
    await request(app).get(topicUrl);

    const response = await request(app).get(topicUrl).set('Accept-Encoding', 'gzip, deflate, br, zstd');

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept, Accept-Encoding');
  });

  it('answers 304 with the page headers and no body when If-None-Match names the ETag', async () => {
    const { app } = buildTestApp(snapshot);
    const first = await request(app).get(topicUrl);

    const second = await request(app)
      .get(topicUrl)
      .set('If-None-Match', `W/${first.headers.etag as string}`);

    expect(second.status).toBe(304);
    expect(second.text).toBe('');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('answers HEAD with the headers of the uncompressed page and no body', async () => {
    const { app } = buildTestApp(snapshot);
    const page = await request(app).get(topicUrl);

    const head = await request(app).head(topicUrl).set('Accept-Encoding', 'gzip');

    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(page.text)));
  });

  it('serves the Japanese page of a path under /ja and keeps it apart from the English one', async () => {
    const { app } = buildTestApp(snapshot);
    const en = await request(app).get(topicUrl);
    const ja = await request(app).get(`/ja${topicUrl}`);

    const jaAgain = await request(app).get(`/ja${topicUrl}`);
    const enAgain = await request(app).get(topicUrl);

    expect(jaAgain.text).toBe(ja.text);
    expect(enAgain.text).toBe(en.text);
    expect(ja.text).not.toBe(en.text);
  });

  it('logs one line per cached request with its request id', async () => {
    const { app, lines } = buildTestApp(snapshot);
    await request(app).get(topicUrl);

    await request(app).get(topicUrl).set('X-Request-Id', 'cached-1');

    expect(lines.at(-1)).toMatchObject({ reqId: 'cached-1', url: topicUrl, status: 200, msg: 'request completed' });
  });

  it('reads the locale from the /ja prefix as the routers do', () => {
    expect(pageAddress('/ja/docs/a/')).toEqual({ locale: 'ja-JP', path: '/docs/a/' });
    expect(pageAddress('/ja/')).toEqual({ locale: 'ja-JP', path: '/' });
    expect(pageAddress('/japan/')).toEqual({ locale: 'en-US', path: '/japan/' });
  });
});
