import request from 'supertest';
import { resolverExport, setFields } from '../../server/content/resolvers/resolver-fixtures';
import { richTextDocument } from '../../server/content/fixture-space';
import { buildSnapshot } from '../../server/content/snapshot';
import type { ContentSnapshot, RouteRecord } from '../../server/content/snapshot-types';
import { SnapshotStore } from '../../server/content/snapshot-store';
import { createApp } from '../../server/app';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, collectingLogger, parseHtml, testConfig } from './support';

const silent = { error: () => undefined };
const snapshot = buildSnapshot(resolverExport(), { logger: silent });
/** The snapshot with one more route; the snapshot is frozen, so this is a delegating copy. */
function withRoute(base: ContentSnapshot, extra: RouteRecord): ContentSnapshot {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(base) as (keyof ContentSnapshot)[]) {
    const value = base[key];
    copy[key] = typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(base) : value;
  }
  copy.route = (url: string) => (url === extra.url ? extra : base.route(url));
  return copy as unknown as ContentSnapshot;
}

const topicRoute = snapshot.routes().find((route) => route.contentType === 'topic')!;

describe('the app over a content snapshot', () => {
  it('serves a topic page with its title, template marker and state', async () => {
    const { app } = buildTestApp(snapshot);

    const response = await request(app).get(topicRoute.url);

    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const doc = parseHtml(response.text);
    expect(doc.body.dataset.template).toBe('topic');
    expect(doc.documentElement.lang).toBe('en');
    const state = JSON.parse(doc.getElementById('__INITIAL_STATE__')!.textContent);
    expect(doc.querySelector('h1')!.textContent).toBe(state.entry.title);
    expect(state.contentVersion).toBe(snapshot.version);
    expect(doc.querySelector('link[rel=canonical]')!.getAttribute('href')).toBe(
      `https://support.example.com${topicRoute.url}`,
    );
  });

  it('embeds bodies blanked and keeps them in the markup', async () => {
    const { app } = buildTestApp(snapshot);

    const doc = parseHtml((await request(app).get(topicRoute.url)).text);

    const state = JSON.parse(doc.getElementById('__INITIAL_STATE__')!.textContent);
    expect(state.entry.body.html).toBe('');
    expect(doc.querySelector(`[data-body-id="${state.entry.body.id}"]`)!.innerHTML.length).toBeGreaterThan(0);
  });

  it('serves the Japanese locale under /ja with lang ja', async () => {
    const { app } = buildTestApp(snapshot);

    const response = await request(app).get(`/ja${topicRoute.url}`);

    expect(response.status).toBe(200);
    const doc = parseHtml(response.text);
    expect(doc.documentElement.lang).toBe('ja');
    expect(JSON.parse(doc.getElementById('__INITIAL_STATE__')!.textContent).entry.locale).toBe('ja-JP');
  });

  it('redirects a path without its trailing slash, keeping the query', async () => {
    const { app } = buildTestApp(snapshot);
    const bare = topicRoute.url.replace(/\/$/, '');

    const response = await request(app).get(`${bare}?from=email`);

    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`${topicRoute.url}?from=email`);
    expect((await request(app).get('/ja')).headers.location).toBe('/ja/');
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const { app } = buildTestApp(snapshot);

    const response = await request(app).get('/no/such/page/');

    expect(response.status).toBe(404);
    const doc = parseHtml(response.text);
    expect(doc.body.dataset.template).toBe('notFound');
    expect(doc.querySelector('h1')!.textContent).toBe("We can't find that page");
    expect(doc.querySelector('meta[name=robots]')!.getAttribute('content')).toBe('noindex');
  });

  it('answers an unknown path under /ja with the Japanese not-found page', async () => {
    const { app } = buildTestApp(snapshot);

    const response = await request(app).get('/ja/no/such/page/');

    expect(response.status).toBe(404);
    expect(parseHtml(response.text).documentElement.lang).toBe('ja');
  });

  it('answers a route of an unknown content type with a 500 page and logs the missing renderer', async () => {
    const mystery: RouteRecord = { url: '/mystery/', entryId: 'mystery-1', contentType: 'mysteryType' };
    const withMystery = withRoute(snapshot, mystery);
    const { app, lines } = buildTestApp(withMystery);

    const response = await request(app).get('/mystery/');

    expect(response.status).toBe(500);
    expect(response.text).not.toContain('mysteryType');
    expect(response.text).not.toMatch(/at .*\.ts:\d+/);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'No renderer found for entry', contentType: 'mysteryType' }),
    );
  });

  it('cannot be made to run a script by content, and the page still parses', async () => {
    const attack = '</script><script>alert(1)</script>\u2028<!--';
    const hostile = buildSnapshot(
      setFields(resolverExport(), topicRoute.entryId, { topicTitle: attack, body: richTextDocument(attack) }),
      { logger: silent },
    );
    const { app } = buildTestApp(hostile);

    const response = await request(app).get(topicRoute.url);

    expect(response.status).toBe(200);
    const doc = parseHtml(response.text);
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.every((script) => script.type === 'application/json' || script.type === 'application/ld+json')).toBe(
      true,
    );
    expect(
      scripts.some((script) => script.textContent.includes('alert(1)') && !script.textContent.includes('\\u003c')),
    ).toBe(false);
    const state = JSON.parse(doc.getElementById('__INITIAL_STATE__')!.textContent);
    expect(state.entry.title).toBe(attack);
    expect(doc.querySelector('h1')!.textContent).toBe(attack);
    expect(doc.title.startsWith(`${attack} | `)).toBe(true);
  });
});

describe('health and readiness', () => {
  it('reports healthy and ready once content is loaded', async () => {
    const { app } = buildTestApp(snapshot);

    expect((await request(app).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(app).get('/readyz')).body).toEqual({ status: 'ready', contentVersion: snapshot.version });
  });

  it('is not ready, and pages answer 503, until the first snapshot arrives', async () => {
    const { logger } = collectingLogger();
    const store = new SnapshotStore(silent);
    const app = createApp({ config: testConfig(), snapshotStore: store, logger });

    expect((await request(app).get('/healthz')).status).toBe(200);
    expect((await request(app).get('/readyz')).status).toBe(503);
    expect((await request(app).get('/')).status).toBe(503);
  });
});

describe('security headers on pages', () => {
  it('sends a CSP without a nonce and pages whose scripts carry none', async () => {
    const { app } = buildTestApp(snapshot);

    const response = await request(app).get(topicRoute.url);

    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    expect(response.headers['content-security-policy']).not.toContain('nonce');
    const scripts = [...parseHtml(response.text).querySelectorAll('script')];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.hasAttribute('nonce')).toBe(false);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('serves every template with inline scripts that are JSON data blocks only, so no page needs a nonce or a hash', async () => {
    const { app } = buildTestApp(snapshot, { loadTemplate });
    const contentTypes = new Set<string>();
    const urls = ['/', '/search-results/?searchTerm=board', '/no-such-page/', '/ja/'];
    for (const route of snapshot.routes()) {
      if (contentTypes.has(route.contentType)) continue;
      contentTypes.add(route.contentType);
      urls.push(route.url);
    }

    for (const url of urls) {
      const response = await request(app).get(url);
      expect(response.headers['content-security-policy']).toContain("script-src 'self';");
      for (const script of parseHtml(response.text).querySelectorAll('script')) {
        if (script.hasAttribute('src')) expect(script.getAttribute('src')).toMatch(/^\/(?!\/)/);
        else expect(['application/json', 'application/ld+json']).toContain(script.getAttribute('type'));
        expect(script.hasAttribute('nonce')).toBe(false);
      }
    }
    expect(contentTypes.size).toBeGreaterThan(5);
  }, 60_000);

  it('adds the chat widget origin to the policy of rendered and cached pages alike', async () => {
    const { app } = buildTestApp(snapshot, { env: { CHAT_WIDGET_URL: 'https://chat.example/loader.js' } });

    const rendered = await request(app).get(topicRoute.url).set('Accept-Encoding', 'gzip');
    const cached = await request(app).get(topicRoute.url).set('Accept-Encoding', 'gzip');

    for (const response of [rendered, cached]) {
      expect(response.headers['content-security-policy']).toContain("script-src 'self' https://chat.example;");
      expect(response.headers['content-security-policy']).toContain("connect-src 'self' https://chat.example;");
    }
    expect(cached.headers['content-security-policy']).toBe(rendered.headers['content-security-policy']);
  }, 20_000);
});
