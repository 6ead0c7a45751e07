/** The favicon set and the web app manifest: served at the root, linked from every page's head. */
import request from 'supertest';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { buildTestApp, parseHtml } from './support';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });
const { app } = buildTestApp(snapshot);

describe('the favicon set', () => {
  it.each([
    ['/favicon.ico', 'image/vnd.microsoft.icon'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/icon-192.png', 'image/png'],
    ['/icon-512.png', 'image/png'],
  ])('serves %s as %s with a day of caching', async (url, type) => {
    const response = await request(app).get(url).set('Accept-Encoding', 'identity');

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(100);
  });

  it('holds 16, 32 and 48 pixel images in favicon.ico', async () => {
    const body = (await request(app).get('/favicon.ico').buffer(true).parse(binaryParser)).body as Buffer;

    expect(body.readUInt16LE(2)).toBe(1);
    expect([0, 1, 2].map((index) => body.readUInt8(6 + 16 * index))).toEqual([16, 32, 48]);
  });

  it('describes the site in a web app manifest whose icons all answer', async () => {
    const response = await request(app).get('/site.webmanifest');
    const manifest = JSON.parse(response.text) as { name: string; start_url: string; icons: { src: string }[] };

    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.name).not.toBe('');
    expect(manifest.start_url).toBe('/');
    for (const icon of manifest.icons) expect((await request(app).get(icon.src)).status).toBe(200);
  });

  it('links the icons, the manifest and a theme colour per colour scheme from the head of a page', async () => {
    const doc = parseHtml((await request(app).get('/')).text);

    expect(doc.head.querySelector('link[rel="icon"][href="/favicon.ico"]')).not.toBeNull();
    expect(doc.head.querySelector('link[rel="icon"][type="image/svg+xml"]')?.getAttribute('href')).toBe('/favicon.svg');
    expect(doc.head.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/apple-touch-icon.png');
    expect(doc.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/site.webmanifest');
    expect(doc.head.querySelectorAll('meta[name="theme-color"][media]')).toHaveLength(2);
  });
});

/** Collects a response body as bytes (supertest's default parser reads images as text). */
function binaryParser(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const stream = res as unknown as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
