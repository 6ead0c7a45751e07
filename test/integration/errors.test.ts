/**
 * How the site answers addresses and requests it cannot serve, through the real app, registry and
 * templates: a malformed percent-encoding gets the site's own page with the reason (or a short
 * reason for files and APIs), never a framework's bare page or a redirect to a re-encoded address.
 */
import request from 'supertest';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import type { AssetManifest } from '../../server/render/asset-manifest';
import { WEBHOOK_NOT_SERVED_MESSAGE } from '../../server/routes/contentful-webhook';
import { FEEDBACK_PATH, SUPPORT_REQUESTS_PATH } from '../../server/routes/support-api';
import { ANSWER_PATH } from '../../server/search/answer';
import { SEARCH_PATH } from '../../server/search/router';
import { SearchService } from '../../server/search/search-service';
import type { Store } from '../../server/store/store';
import { ANALYTICS_PATH } from '../../shared/analytics/wire';
import { ASSISTANT_PATH, FLAGS_API_PATH } from '../../shared/constants';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, parseHtml, sampleSnapshot, storeForEachTest } from './support';

// The first render of each template loads its module, which takes seconds on a loaded machine.
jest.setTimeout(30_000);

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });
const search = SearchService.fromSnapshot(snapshot);
afterAll(() => search.close());
const manifest: AssetManifest = {
  publicPath: '/static/',
  entry: { js: ['main.js'], css: ['main.css'] },
  chunks: { 'template-not-found': { js: ['not-found.js'], css: ['not-found.css'] } },
};

let store: Store;

storeForEachTest('errors', (opened) => {
  store = opened;
});

function build() {
  return buildTestApp(snapshot, { store, loadTemplate, manifest });
}

const stylesheetsOf = (document: Document) =>
  [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));

describe('an address that names no page', () => {
  it.each([
    ['/jira-cloud/docs/no-such-topic/', '/jira-cloud/docs/', /^Back to .+/, 'no such topic'],
    ['/jira-cloud/docs/set-up-sso.html/', '/jira-cloud/docs/', /^Back to .+/, 'set up sso'],
    ['/ja/jira-cloud/docs/no-such-topic/', '/ja/jira-cloud/docs/', /.+ に戻る$/, 'no such topic'],
  ])(
    'answers %s with 404, a way back to %s, the nearest page above it, and its words to search for',
    async (url, nearest, name, words) => {
      const { app } = build();

      const response = await request(app).get(url);

      expect(response.status).toBe(404);
      const main = parseHtml(response.text).querySelector('main')!;
      const back = [...main.querySelectorAll('a')].find((link) => link.getAttribute('href') === nearest);
      expect(back?.textContent).toMatch(name);
      expect(main.querySelector<HTMLInputElement>('input[name="searchTerm"]')!.getAttribute('value')).toBe(words);
      expect((await request(app).get(nearest)).status).toBe(200);
    },
  );

  it.each([
    [
      '/jira-software-data-center/kb/no-such-article/',
      '/jira-software-data-center/kb/',
      'Back to Jira Software Knowledge Base',
      'no such article',
    ],
    ['/no-such-product/resources/', null, null, 'no such product'],
    ['/docs/9.12/kb/', null, null, null],
  ])(
    'in the sample space answers %s with the way back named as that page is, and the words that name what was sought',
    async (url, nearest, name, words) => {
      const { app } = buildTestApp(sampleSnapshot(), { loadTemplate });

      const response = await request(app).get(url);

      const main = parseHtml(response.text).querySelector('main')!;
      if (nearest) {
        const back = [...main.querySelectorAll('a')].find((link) => link.getAttribute('href') === nearest);
        expect(back?.textContent).toBe(name);
      }
      const box = main.querySelector<HTMLInputElement>('input[name="searchTerm"]')!;
      expect(box.getAttribute('value')).toBe(words);
    },
  );

  it('offers only the support home and an empty search box when nothing above it exists', async () => {
    const response = await request(build().app).get('/no-such-page/');

    expect(response.status).toBe(404);
    const main = parseHtml(response.text).querySelector('main')!;
    expect([...main.querySelectorAll('.hc-not-found__links a')].map((link) => link.getAttribute('href'))).toEqual([
      '/',
    ]);
    expect(main.querySelector('input[name="searchTerm"]')!.getAttribute('value')).toBe('no such page');
  });
});

describe('an address with a malformed percent-encoding', () => {
  it.each(['/requests/%ZZ/', '/menus/%ZZ/', '/foo%zz/', '/a%E0%A4%A/'])(
    "answers %s with 400 and the site's own page, in the not-found page's frame, saying why",
    async (url) => {
      // Arrange
      const { app } = build();

      // Act
      const response = await request(app).get(url);
      const notFound = parseHtml((await request(app).get('/no-such-page/')).text);

      // Assert
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['content-security-policy']).toBeDefined();
      const page = parseHtml(response.text);
      expect(page.documentElement.lang).toBe('en');
      expect(page.querySelector('h1')!.textContent).toBe('This address is not valid');
      expect(page.querySelector('main')!.textContent).toContain('The address has a malformed percent-encoding');
      expect(page.querySelector('header .hc-header__logo')).not.toBeNull();
      expect(page.querySelector('footer')).not.toBeNull();
      expect(stylesheetsOf(page)).toEqual(stylesheetsOf(notFound));
      expect(stylesheetsOf(page)).toContain('/static/not-found.css');
      expect(page.querySelector('meta[name="robots"]')!.getAttribute('content')).toContain('noindex');
    },
  );

  it('answers under /ja in Japanese, as the not-found page does', async () => {
    // Act
    const response = await request(build().app).get('/ja/requests/%ZZ/');

    // Assert
    expect(response.status).toBe(400);
    const page = parseHtml(response.text);
    expect(page.documentElement.lang).toBe('ja');
    expect(page.querySelector('h1')!.textContent).toBe('このアドレスは無効です');
    expect(page.querySelector('main')!.textContent).toContain('パーセント エンコーディングが正しくありません');
    expect(page.querySelector('header .hc-header__logo')!.getAttribute('href')).toBe('/ja/');
  });

  it.each(['/requests/%ZZ', '/foo%zz', '/ja/requests/%ZZ'])(
    'answers %s without its slash with the 400 too, never a redirect to a re-encoded address',
    async (url) => {
      // Act
      const response = await request(build().app).get(url);

      // Assert
      expect(response.status).toBe(400);
      expect(response.headers.location).toBeUndefined();
      // Links back to the address (the header's sign-in) carry it as it was, encoded once.
      expect(response.text).not.toContain('%2525');
    },
  );

  it('answers a static file address with a short text reason', async () => {
    // Act
    const response = await request(build().app).get('/static/%ZZ');

    // Assert
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text).toBe('The address has a malformed percent-encoding.');
  });

  it.each(['/page-trees/%ZZ', '/header-menus/en-US/%ZZ.json', '/gateway/api/%ZZ'])(
    'answers the json address %s with the reason in JSON',
    async (url) => {
      // Act
      const response = await request(build().app).get(url);

      // Assert
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'The address has a malformed percent-encoding.' });
    },
  );
});

describe('the JSON APIs', () => {
  const ORIGIN = 'https://support.example.com';
  const apiApp = () =>
    buildTestApp(snapshot, {
      store,
      searchService: search,
      analytics: { offer: () => ({ accepted: true }) },
    }).app;

  it.each([SUPPORT_REQUESTS_PATH, FEEDBACK_PATH, FLAGS_API_PATH, ASSISTANT_PATH, SEARCH_PATH, ANSWER_PATH])(
    'answer JSON sent to %s as text/plain with 415, saying the body must be sent as JSON',
    async (path) => {
      // Act
      const response = await request(apiApp())
        .post(path)
        .set('Origin', ORIGIN)
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ query: 'board' }));

      // Assert
      expect(response.status).toBe(415);
      expect(response.body).toEqual({ error: 'body: must be JSON, sent with Content-Type: application/json' });
      expect(response.headers['accept-post']).toBe('application/json');
    },
  );

  it('take a text/plain batch at the analytics API, which browsers send with sendBeacon, but not a form', async () => {
    // Act
    const text = await request(apiApp())
      .post(ANALYTICS_PATH)
      .set('Origin', ORIGIN)
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ events: ['click'] }));
    const form = await request(apiApp()).post(ANALYTICS_PATH).set('Origin', ORIGIN).type('form').send('events=1');

    // Assert
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ error: 'events[0]: must be an object' });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({
      error: 'body: must be JSON, sent with Content-Type: application/json or text/plain',
    });
  });

  it.each([
    [SUPPORT_REQUESTS_PATH, {}, 'form: is required'],
    [FEEDBACK_PATH, { entryId: 'e1', pageUrl: '/a/' }, 'helpful: is required'],
    [ASSISTANT_PATH, { turns: [{ role: 'robot', text: 'hi' }] }, 'turns[0].role: must be one of visitor, assistant'],
    [SEARCH_PATH, { pagination: { size: 'ten' } }, 'pagination.size: must be a number'],
    [ANSWER_PATH, { query: 'board', language: 'fr' }, 'language: must be one of en, ja'],
    [FLAGS_API_PATH, null, 'body: must be a JSON object'],
    [FLAGS_API_PATH, 123, 'body: must be a JSON object'],
    [SUPPORT_REQUESTS_PATH, 123, 'body: must be a JSON object'],
  ])('name the problem of a body sent to %s as field: reason', async (path, body, error) => {
    // Act
    const response = await request(apiApp())
      .post(path)
      .set('Origin', ORIGIN)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(body));

    // Assert
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
  });

  it('answer the Contentful webhook with a JSON 404 saying why when no webhook secret is configured', async () => {
    // Act
    const response = await request(apiApp()).post('/hooks/contentful').send('{}');

    // Assert
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: WEBHOOK_NOT_SERVED_MESSAGE });
  });

  it('answer a method no API has with a JSON 404, never the framework page', async () => {
    // Act
    const api = await request(apiApp()).post('/gateway/api/nothing-here').set('Origin', ORIGIN).send({});
    const page = await request(apiApp()).delete('/contact/').set('Origin', ORIGIN);

    // Assert
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ error: 'No route answers this method at this address' });
    expect(page.status).toBe(404);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.text).not.toContain('Cannot DELETE');
  });
});
