import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { resolverExport, setFields } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { compressLikeMiddleware, strongEtag } from '../../server/render/html-cache';
import { PUBLIC_HTML_CACHE_CONTROL } from '../../server/routes/page-handler';
import type { LoadTemplate } from '../../server/routes/page-handler';
import { buildTestApp, contractLoadTemplate, parseHtml } from './support';

const silent = { error: () => undefined };
const snapshot = buildSnapshot(resolverExport(), { logger: silent });
const topicRoute = snapshot.routes().find((route) => route.contentType === 'topic')!;

/** A GET whose body comes back as the bytes sent, not decoded as supertest would. */
function rawGet(port: number, path: string, coding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, host: '127.0.0.1', path, headers: { 'accept-encoding': coding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('html caching', () => {
  it('sends a strong ETag, CDN cache headers and the surrogate keys of the entries shown', async () => {
    const { app } = buildTestApp(snapshot);

    const response = await request(app).get(topicRoute.url);

    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(response.headers['cache-control']).toBe(PUBLIC_HTML_CACHE_CONTROL);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400',
    );
    expect((response.headers['surrogate-key'] as string).split(' ')).toContain(topicRoute.entryId);
  });

  it.each([
    ['rendered', false],
    ['cached', true],
  ])('gives a %s page a different ETag per content coding, each revalidating only itself', async (_kind, warm) => {
    const { app } = buildTestApp(snapshot);
    if (warm) await request(app).get(topicRoute.url).set('Accept-Encoding', 'identity');

    const gzip = await request(app).get(topicRoute.url).set('Accept-Encoding', 'gzip');
    const identity = await request(app).get(topicRoute.url).set('Accept-Encoding', 'identity');

    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(gzip.headers.vary).toContain('Accept-Encoding');
    expect(gzip.headers.etag).toBe(`${(identity.headers.etag as string).slice(0, -1)}-gzip"`);
    const crossed = await request(app)
      .get(topicRoute.url)
      .set('Accept-Encoding', 'identity')
      .set('If-None-Match', gzip.headers.etag as string);
    expect(crossed.status).toBe(200);
    const same = await request(app)
      .get(topicRoute.url)
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', gzip.headers.etag as string);
    expect(same.status).toBe(304);
  });

  it('answers 304 with no body when If-None-Match names the current ETag', async () => {
    const { app } = buildTestApp(snapshot);
    const first = await request(app).get(topicRoute.url);

    const second = await request(app)
      .get(topicRoute.url)
      .set('If-None-Match', first.headers.etag as string);

    expect(second.status).toBe(304);
    expect(second.text).toBe('');
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it.each([
    ['before the routers', 'gzip'],
    ['by the page handler', 'deflate'],
  ])(
    'serves a page cached %s with the same bytes and no nonce, under a policy its own scripts satisfy',
    async (_where, coding) => {
      const { app } = buildTestApp(snapshot, { env: { CLIENT_DIST_DIR: 'test/fixtures/client-build' } });

      const first = await request(app).get(topicRoute.url).set('Accept-Encoding', coding);
      const second = await request(app).get(topicRoute.url).set('Accept-Encoding', coding);
      const third = await request(app).get(topicRoute.url).set('Accept-Encoding', coding);

      expect(second.text).toBe(first.text);
      expect(third.text).toBe(first.text);
      for (const response of [first, second, third]) {
        const policy = response.headers['content-security-policy'] as string;
        const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
        expect(scriptSrc).toBe("script-src 'self'");
        expect(policy).not.toMatch(/nonce/);
        expect(response.text).not.toMatch(/\snonce=/);
      }
      const scripts = [...parseHtml(second.text).querySelectorAll('script')];
      expect(scripts.some((script) => script.getAttribute('src')?.startsWith('/'))).toBe(true);
      for (const script of scripts) {
        // A script runs under script-src 'self' only if it is same-origin; an inline one must be a data block.
        if (script.hasAttribute('src')) expect(script.getAttribute('src')).toMatch(/^\/(?!\/)/);
        else expect(['application/json', 'application/ld+json']).toContain(script.getAttribute('type'));
      }
    },
  );

  it('keeps a strong ETag that names the exact bytes of a cached page', async () => {
    const { app } = buildTestApp(snapshot);

    const first = await request(app).get(topicRoute.url).set('Accept-Encoding', 'identity');
    const second = await request(app).get(topicRoute.url).set('Accept-Encoding', 'identity');

    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toBe(strongEtag(Buffer.from(second.text)));
  });

  it('renders every request afresh when the cache is off', async () => {
    let renders = 0;
    const loadTemplate: LoadTemplate = (kind) => {
      renders += 1;
      return contractLoadTemplate(kind);
    };
    const { app } = buildTestApp(snapshot, { env: { HTML_CACHE: 'off' }, loadTemplate });

    const first = await request(app).get(topicRoute.url);
    const second = await request(app).get(topicRoute.url);

    expect(renders).toBe(2);
    // Without a nonce a page renders to the same bytes each time, so its ETag holds across renders.
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('serves the new content after a snapshot swap', async () => {
    const { app, snapshotStore } = buildTestApp(snapshot);
    const before = await request(app).get(topicRoute.url);

    const edited = buildSnapshot(setFields(resolverExport(), topicRoute.entryId, { topicTitle: 'Renamed topic' }), {
      logger: silent,
    });
    snapshotStore.swap(edited);
    const after = await request(app)
      .get(topicRoute.url)
      .set('If-None-Match', before.headers.etag as string);

    expect(after.status).toBe(200);
    expect(parseHtml(after.text).querySelector('h1')!.textContent).toBe('Renamed topic');
  });

  it('keeps preview responses out of every cache', async () => {
    const { app } = buildTestApp(snapshot, { env: { PREVIEW: 'on' } });

    const response = await request(app).get(topicRoute.url);

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(parseHtml(response.text).querySelector('meta[name=robots]')).not.toBeNull();
  });

  it('lets the CDN keep a not-found page only briefly', async () => {
    const { app } = buildTestApp(snapshot);

    const response = await request(app).get('/missing/');

    expect(response.status).toBe(404);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  });

  it.each([
    ['br', 'off'],
    ['gzip', 'off'],
    ['br', 'on'],
    ['gzip', 'on'],
  ] as const)(
    'sends a page in %s with the html cache %s as the one compressed copy a cache hit sends, decoding to the page',
    async (coding, htmlCache) => {
      const { app } = buildTestApp(snapshot, { env: { HTML_CACHE: htmlCache } });
      const server = app.listen(0, '127.0.0.1');
      try {
        await new Promise((resolve) => server.once('listening', resolve));
        const { port } = server.address() as AddressInfo;
        const plain = await rawGet(port, topicRoute.url, 'identity');
        const first = await rawGet(port, topicRoute.url, coding);
        const second = await rawGet(port, topicRoute.url, coding);

        expect(first.headers['content-encoding']).toBe(coding);
        expect(first.headers['content-length']).toBe(String(first.body.byteLength));
        expect(first.body.equals(await compressLikeMiddleware(plain.body, coding))).toBe(true);
        expect(second.body.equals(first.body)).toBe(true);
        expect(second.headers.etag).toBe(first.headers.etag);
        const decoded = coding === 'br' ? brotliDecompressSync(first.body) : gunzipSync(first.body);
        expect(decoded.equals(plain.body)).toBe(true);
      } finally {
        server.close();
      }
    },
  );

  it('compresses html for clients that accept gzip', async () => {
    const { app } = buildTestApp(snapshot);

    const response = await request(app).get(topicRoute.url).set('Accept-Encoding', 'gzip');

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('Accept-Encoding');
  });
});

describe('static files', () => {
  it('serves hashed client assets as immutable for a year', async () => {
    const { app } = buildTestApp(snapshot, { env: { CLIENT_DIST_DIR: 'test/fixtures/client-build' } });

    const response = await request(app).get('/static/main.abc123.js');

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves content assets for a day', async () => {
    const { app } = buildTestApp(snapshot, { env: { CONTENT_ASSETS_DIR: 'test/fixtures/client-build' } });

    const response = await request(app).get('/content-assets/main.abc123.js');

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers a missing asset with 404', async () => {
    const { app } = buildTestApp(snapshot, { env: { CLIENT_DIST_DIR: 'test/fixtures/client-build' } });

    expect((await request(app).get('/static/missing.js')).status).toBe(404);
  });

  it('loads the scripts of the client build on pages', async () => {
    const { app } = buildTestApp(snapshot, { env: { CLIENT_DIST_DIR: 'test/fixtures/client-build' } });

    const doc = parseHtml((await request(app).get(topicRoute.url)).text);

    expect(doc.querySelector('script[src]')!.getAttribute('src')).toBe('/static/main.abc123.js');
  });
});
