import request from 'supertest';
import { resolverExport, setFields } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { PUBLIC_HTML_CACHE_CONTROL } from '../../server/routes/page-handler';
import { buildTestApp, parseHtml } from './support';

const silent = { error: () => undefined };
const snapshot = buildSnapshot(resolverExport(), { logger: silent });
const topicRoute = snapshot.routes().find((route) => route.contentType === 'topic')!;

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

  it('serves the same bytes, with the policy naming their nonce, from the cache', async () => {
    const { app } = buildTestApp(snapshot);

    const first = await request(app).get(topicRoute.url);
    const second = await request(app).get(topicRoute.url);

    expect(second.text).toBe(first.text);
    const nonce = /'nonce-([^']+)'/.exec(second.headers['content-security-policy'] as string)![1];
    expect(parseHtml(second.text).querySelector('script')!.getAttribute('nonce')).toBe(nonce);
  });

  it('renders every request afresh when the cache is off', async () => {
    const { app } = buildTestApp(snapshot, { env: { HTML_CACHE: 'off' } });

    const first = await request(app).get(topicRoute.url);
    const second = await request(app).get(topicRoute.url);

    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
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
