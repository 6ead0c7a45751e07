import request from 'supertest';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { FIXED_PAGES, buildTestApp, parseHtml } from './support';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });

describe('routes', () => {
  const { app } = buildTestApp(snapshot);

  it.each(FIXED_PAGES)('serves %s with the %s template', async (path, kind) => {
    for (const prefix of ['', '/ja']) {
      const response = await request(app).get(`${prefix}${path}`);
      expect(response.status).toBe(200);
      expect(parseHtml(response.text).body.dataset.template).toBe(kind);
    }
  });

  it('serves every route of the snapshot, in both locales, with its title in the h1', async () => {
    const routes = snapshot.routes();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      for (const prefix of ['', '/ja']) {
        const response = await request(app).get(`${prefix}${route.url}`);
        const doc = parseHtml(response.text);
        const state = JSON.parse(doc.getElementById('__INITIAL_STATE__')!.textContent);
        expect({ url: `${prefix}${route.url}`, status: response.status }).toEqual({
          url: `${prefix}${route.url}`,
          status: 200,
        });
        expect(doc.body.dataset.template).toBe(route.contentType);
        expect(doc.querySelector('h1')!.textContent).toBe(state.entry.title);
        expect(state.entry.url).toBe(route.url);
      }
    }
  }, 60_000);

  it('serves the preview error page only in a preview deployment', async () => {
    const preview = buildTestApp(snapshot, { env: { PREVIEW: 'on' } }).app;

    expect((await request(app).get('/preview-error/')).status).toBe(404);
    const response = await request(preview).get('/preview-error/');
    expect(response.status).toBe(200);
    expect(parseHtml(response.text).body.dataset.template).toBe('previewError');
  });

  it('marks a page with a Japanese translation with hreflang alternates', async () => {
    const translated = snapshot.routes().find((route) => snapshot.translatedLocales(route.entryId).includes('ja-JP'))!;

    const doc = parseHtml((await request(app).get(`/ja${translated.url}`)).text);

    const links = [...doc.querySelectorAll('link[rel=alternate][hreflang]')].map((link) =>
      link.getAttribute('hreflang'),
    );
    expect(links).toEqual(['en', 'ja', 'x-default']);
    expect(doc.querySelector('link[rel=canonical]')!.getAttribute('href')).toBe(
      `https://support.example.com/ja${translated.url}`,
    );
  });
});
