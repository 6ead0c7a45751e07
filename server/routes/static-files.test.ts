import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { createStaticRouter, IMMUTABLE_CACHE_CONTROL } from './static-files';

const SCRIPT = `${'export const help = "Find answers in the help centre";\n'.repeat(200)}`;
const STYLES = `${'.hc-card { color: #172b4d; }\n'.repeat(200)}`;

/** A build with precompressed copies of one script and one stylesheet, and a script without copies. */
function appWithCopies() {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
  writeFileSync(path.join(dir, 'main.abc.js'), SCRIPT);
  writeFileSync(path.join(dir, 'main.abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'main.abc.js.gz'), gzipSync(SCRIPT, { level: 9 }));
  writeFileSync(path.join(dir, 'main.abc.css'), STYLES);
  writeFileSync(path.join(dir, 'main.abc.css.br'), brotliCompressSync(STYLES));
  writeFileSync(path.join(dir, 'plain.def.js'), SCRIPT);
  const app = express();
  // As in server/app.ts: the compression middleware sits before the routers.
  app.use(compression());
  app.use(createStaticRouter({ clientDistDir: dir, contentAssetsDir: dir, brandDir: dir }));
  return app;
}

function appServing(serveSourceMaps: boolean) {
  const dir = mkdtempSync(path.join(tmpdir(), 'static-'));
  writeFileSync(path.join(dir, 'main.abc.js'), 'console.log(1);\n//# sourceMappingURL=main.abc.js.map');
  writeFileSync(path.join(dir, 'main.abc.js.map'), '{"version":3}');
  const app = express();
  app.use(createStaticRouter({ clientDistDir: dir, contentAssetsDir: dir, brandDir: dir, serveSourceMaps }));
  return app;
}

describe('the static router', () => {
  it('refuses source maps when they are not to be served, and still serves the bundle', async () => {
    const app = appServing(false);
    expect((await request(app).get('/static/main.abc.js.map')).status).toBe(404);
    expect((await request(app).get('/static/main.abc.js')).status).toBe(200);
  });

  it('serves source maps in development', async () => {
    expect((await request(appServing(true)).get('/static/main.abc.js.map')).status).toBe(200);
  });

  it('sends the brotli copy of a script to a browser that accepts brotli, as a script cached for a year', async () => {
    const response = await request(appWithCopies())
      .get('/static/main.abc.js')
      .set('Accept-Encoding', 'gzip, deflate, br');

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    // The copy's bytes went over the wire (supertest decodes them).
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(response.text).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser that accepts only gzip, and a stylesheet as a stylesheet', async () => {
    const app = appWithCopies();
    const script = await request(app).get('/static/main.abc.js').set('Accept-Encoding', 'gzip');
    const styles = await request(app).get('/static/main.abc.css').set('Accept-Encoding', 'br');

    expect(script.headers['content-encoding']).toBe('gzip');
    expect(Number(script.headers['content-length'])).toBe(gzipSync(SCRIPT, { level: 9 }).length);
    expect(script.text).toBe(SCRIPT);
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
    expect(styles.headers['content-encoding']).toBe('br');
    expect(styles.text).toBe(STYLES);
  });

  it('sends the plain file, still varying by Accept-Encoding, to a client that accepts no coding', async () => {
    const response = await request(appWithCopies()).get('/static/main.abc.js').set('Accept-Encoding', 'identity');

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.text).toBe(SCRIPT);
  });

  it('leaves a file without copies to the compression middleware, and a missing file to a 404', async () => {
    const app = appWithCopies();
    const plain = await request(app).get('/static/plain.def.js').set('Accept-Encoding', 'br');
    const stylesWithoutGzip = await request(app).get('/static/main.abc.css').set('Accept-Encoding', 'gzip');

    // Compressed by the middleware as it goes: no length known ahead.
    expect(plain.headers['content-encoding']).toBe('br');
    expect(plain.headers['content-length']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
    expect(stylesWithoutGzip.headers['content-encoding']).toBe('gzip');
    expect(stylesWithoutGzip.text).toBe(STYLES);
    expect((await request(app).get('/static/missing.0.js').set('Accept-Encoding', 'br')).status).toBe(404);
  });

  it("answers HEAD with the copy's headers and no body", async () => {
    const response = await request(appWithCopies()).head('/static/main.abc.js').set('Accept-Encoding', 'br');

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
  });
});
