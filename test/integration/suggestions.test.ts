/**
 * Suggestions over the sample space: a heading suggestion links to its page with an `#id` that the
 * rendered page gives that very heading, in English and in Japanese; and a product docs page's
 * search box, restricted to its product, gets suggestions of that product alone.
 */
import request from 'supertest';
import { extractDocuments } from '../../server/search/documents';
import { SUGGEST_PATH, type SuggestResponse } from '../../server/search/suggest';
import { loadTemplate } from '../../shared/registry';
import { buildTestApp, parseHtml, sampleSearchApp } from './support';

const { snapshot, service } = sampleSearchApp();

describe('heading suggestions over the sample space', () => {
  const withHeadings = extractDocuments(snapshot).filter(
    (document) => (document.headings?.length ?? 0) > 0 && !document.contentAri.includes('/version/'),
  );

  it('exist for topics and KB articles in both languages', () => {
    expect(new Set(withHeadings.map((document) => document.contentType))).toEqual(new Set(['topic', 'kbArticle']));
    expect(new Set(withHeadings.map((document) => document.language))).toEqual(new Set(['en', 'ja']));
  });

  it('link to an element of the page that is the heading suggested', async () => {
    const { app } = buildTestApp(snapshot, { searchService: service, loadTemplate });
    const sample = [
      ...withHeadings.filter((document) => document.language === 'en').slice(0, 6),
      ...withHeadings.filter((document) => document.language === 'ja').slice(0, 4),
    ];
    for (const document of sample) {
      const heading = document.headings![document.headings!.length - 1]!;
      const response = await request(app)
        .get(SUGGEST_PATH)
        .query({ q: heading.text, language: document.language })
        .expect(200);
      const url = `${document.url}#${heading.id}`;
      const suggested = (response.body as SuggestResponse).headings.find((item) => item.url === url);
      expect({ url, suggested: suggested?.heading }).toEqual({ url, suggested: heading.text });
      const page = parseHtml((await request(app).get(document.url).expect(200)).text);
      const element = page.getElementById(heading.id);
      expect({ url, tag: element?.tagName, text: element?.textContent?.replace(/\s+/g, ' ').trim() }).toEqual({
        url,
        tag: expect.stringMatching(/^H[23]$/),
        text: expect.stringContaining(heading.text),
      });
    }
  }, 60_000);
});

describe('suggestions within a product over the sample space', () => {
  const { app } = buildTestApp(snapshot, { searchService: service, loadTemplate });
  const suggestions = async (query: Record<string, string>) =>
    (await request(app).get(SUGGEST_PATH).query(query).expect(200)).body as SuggestResponse;
  const documents = extractDocuments(snapshot).filter((document) => document.language === 'en');
  const productsOf = (body: SuggestResponse) =>
    new Set([...body.suggestions, ...body.headings].map((item) => `${item.product} ${item.deployment}`));

  /** The scope a product docs page's search box submits, read from its hidden fields. */
  async function boxScope(url: string): Promise<Record<string, string>> {
    const page = parseHtml((await request(app).get(url).expect(200)).text);
    const form = page.querySelector('main form[role="search"]');
    const fields = [...(form?.querySelectorAll<HTMLInputElement>('input[type="hidden"]') ?? [])];
    return Object.fromEntries(fields.map((field) => [field.name, field.value]));
  }

  it('answers a general search box with pages of every product, as before', async () => {
    const body = await suggestions({ q: 'create' });
    expect(body.suggestions).toHaveLength(8);
    expect(productsOf(body).size).toBeGreaterThanOrEqual(3);
    expect(productsOf(await suggestions({ q: 'back up' }))).toEqual(
      new Set(['Jira Software data_center', 'Confluence data_center']),
    );
  });

  it("gives a Cloud docs page's box the best of its own product, pages the general list left out included", async () => {
    const scope = await boxScope('/confluence-cloud/docs/');
    expect(scope).toEqual({ product: 'confluence', deployment: 'cloud' });
    const body = await suggestions({ q: 'create', ...scope });
    expect(productsOf(body)).toEqual(new Set(['Confluence cloud']));
    expect([...body.suggestions, ...body.headings].every((item) => item.url.startsWith('/confluence-cloud/'))).toBe(
      true,
    );
    const expected = documents
      .filter(
        (document) =>
          document.products.some((product) => product.key === 'confluence' && product.platform === 'cloud') &&
          /\bcreate/i.test(document.title),
      )
      .map((document) => document.url);
    expect(body.suggestions.map((suggestion) => suggestion.url).sort()).toEqual([...new Set(expected)].sort());
    const general = (await suggestions({ q: 'create' })).suggestions.map((suggestion) => suggestion.url);
    expect(expected.some((url) => !general.includes(url))).toBe(true);
  });

  it("gives a Data Center docs page's box its product's pages in its version, at that version's urls", async () => {
    const scope = await boxScope('/confluence-data-center/9.2/docs/');
    expect(scope).toEqual({ product: 'confluence', deployment: 'data_center', version: '9.2' });
    const body = await suggestions({ q: 'back up', ...scope });
    expect(body.suggestions.map((suggestion) => [suggestion.title, suggestion.url])).toEqual([
      ['Back up Confluence', '/confluence-data-center/9.2/docs/back-up-confluence/'],
    ]);
    const older = await suggestions({ q: 'back up', ...scope, version: '8.5' });
    expect(older.suggestions.map((suggestion) => suggestion.url)).toEqual([
      '/confluence-data-center/8.5/docs/back-up-confluence/',
    ]);
  });

  it('answers a known product with nothing matching with empty lists, cached like any suggestions', async () => {
    const response = await request(app)
      .get(SUGGEST_PATH)
      .query({ q: 'burndown', product: 'confluence', deployment: 'cloud' })
      .expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.body).toEqual({ query: 'burndown', suggestions: [], headings: [] });
  });

  it.each([
    [{ product: 'confluence' }, 'deployment: is required with product'],
    [{ deployment: 'cloud' }, 'product: is required with deployment or version'],
    [{ product: 'confluence', deployment: 'server' }, 'deployment: must be one of cloud, data_center'],
    [
      { product: '<confluence>', deployment: 'cloud' },
      'product: must be a product key of letters, digits, dots, hyphens or underscores',
    ],
    [
      { product: 'confluence', deployment: 'cloud', version: '9.2' },
      'version: is allowed only with deployment data_center',
    ],
    [
      { product: 'confluence', deployment: 'data_center', version: '9.2;' },
      'version: must be a version number of letters, digits, dots, hyphens or underscores',
    ],
    [
      { product: 'trello', deployment: 'cloud' },
      'product: must be the key of a product with pages in deployment cloud',
    ],
    [
      { product: 'opsgenie', deployment: 'data_center' },
      'product: must be the key of a product with pages in deployment data_center',
    ],
    [
      { product: 'confluence', deployment: 'data_center', version: '4.0' },
      'version: must be a Data Center version of confluence with pages',
    ],
  ])('refuses the scope %j with 400 and the reason, never cached', async (scope, error) => {
    const response = await request(app)
      .get(SUGGEST_PATH)
      .query({ q: 'create', ...scope })
      .expect(400);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toEqual({ error });
  });
});
