/**
 * Preview for editors (docs/adr/023-live-preview.md) through the real app, registry and templates:
 * drafts from the export file without a token, live drafts through the real `contentful` SDK against
 * a loopback Preview API with one, the preview error pages, caching and who may see drafts.
 */
import request from 'supertest';
import { entryLink, type ContentfulExport } from '../../content/tools/sample/space-builder';
import { ContentfulPreviewSource } from '../../server/content/contentful-preview-source';
import { fixtureSpace, richTextDocument } from '../../server/content/fixture-space';
import type { ContentLogger } from '../../server/content/logger';
import { buildSnapshot } from '../../server/content/snapshot';
import { PREVIEW_COOKIE, PREVIEW_REFUSED_COOKIE } from '../../server/preview/preview-access';
import type { Store } from '../../server/store/store';
import { loadTemplate } from '../../shared/registry';
import { FakePreviewApi, PREVIEW_ENVIRONMENT, PREVIEW_SPACE } from '../support/fake-preview-api';
import { buildTestApp, parseHtml, storeForEachTest } from './support';

// The first render of each template loads its module, which takes seconds on a loaded machine.
jest.setTimeout(30_000);

const TOKEN = 'cpa-token-5d1e0b9f4a7c';
const SECRET = 'shared-preview-secret-0123';
const ORIGIN = 'https://support.example.com';
const silent: ContentLogger = { error: () => undefined, warn: () => undefined, info: () => undefined };

const SECRET_INVALID =
  'The secret in this preview link is not valid. Ask for a new preview link, or sign in as a content editor to see this preview.';
const MESSAGES = {
  requiredFields: "We can't build a preview until all required fields are set.",
  context: "We can't build a preview until the Context field is set.",
  contextAndCollection: "We can't build a preview until the Context and Collection Reference fields are set.",
};

/** The fixture space with one topic that was never published. */
function exportWithDraft(): ContentfulExport {
  const space = fixtureSpace();
  space.entry(
    'topic',
    'topic-draft',
    {
      topicTitle: 'Plan a sprint',
      slug: 'plan-a-sprint',
      collection: entryLink('coll-reference'),
      body: richTextDocument('Sprints hold the work of two weeks.'),
    },
    { draft: true },
  );
  return space.toExport();
}

const exported = exportWithDraft();
const published = buildSnapshot(exported, { logger: silent });
const drafts = buildSnapshot(exported, { preview: true, logger: silent });
const draftUrl = drafts.urlOf('topic-draft')!;
const topicUrl = published.urlOf('topic-board')!;

function bannerOf(html: string) {
  const banner = parseHtml(html).querySelector('.hc-preview-banner');
  if (!banner) throw new Error('No preview banner');
  return { text: banner.querySelector('span')!.textContent, link: banner.querySelector('a') };
}

function alertOf(html: string): string | null | undefined {
  return parseHtml(html).querySelector('[role="alert"]')?.textContent;
}

describe('preview without a Contentful token', () => {
  it('serves drafts from the export file with the banner, a link to the entry in Contentful, and no caching', async () => {
    // Arrange
    const { app } = buildTestApp(drafts, { loadTemplate, env: { PREVIEW: 'on' } });

    // Act
    const response = await request(app).get(draftUrl);

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(parseHtml(response.text).querySelector('h1')!.textContent).toBe('Plan a sprint');
    const { text, link } = bannerOf(response.text);
    expect(text).toBe('PREVIEW MODE');
    expect(link!.getAttribute('href')).toBe(
      'https://app.contentful.com/spaces/helpcentre/environments/master/entries/topic-draft',
    );
    expect(link!.getAttribute('target')).toBe('_blank');
    expect(link!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link!.textContent).toBe('Open in Contentful (opens in a new tab)');
  });

  it('leaves drafts out of a published deployment', async () => {
    // Act
    const response = await request(buildTestApp(published, { loadTemplate }).app).get(draftUrl);

    // Assert
    expect(response.status).toBe(404);
  });

  it.each([
    ['collection', MESSAGES.context],
    ['documentedProduct', MESSAGES.context],
    ['topic', MESSAGES.contextAndCollection],
    ['topicSet', MESSAGES.contextAndCollection],
    ['pageKbArticle', MESSAGES.requiredFields],
  ])('shows the preview error page of a %s with its exact message', async (contentType, message) => {
    // Act
    const response = await request(buildTestApp(drafts, { loadTemplate, env: { PREVIEW: 'on' } }).app).get(
      `/preview-error/?contentType=${contentType}`,
    );

    // Assert
    expect(response.status).toBe(200);
    expect(alertOf(response.text)).toBe(message);
  });
});

describe('preview through the Contentful Preview API', () => {
  let api: FakePreviewApi;
  let clock: number;
  let sourceLines: { details: object; message?: string }[];

  beforeEach(async () => {
    api = new FakePreviewApi(structuredClone(exported), TOKEN);
    await api.listen();
    clock = 0;
    sourceLines = [];
  });

  afterEach(() => api.close());

  function build(env: Record<string, string> = { PREVIEW: 'on' }) {
    const record = (details: object, message?: string) => sourceLines.push({ details, message });
    const previewContent = new ContentfulPreviewSource({
      space: PREVIEW_SPACE,
      environment: PREVIEW_ENVIRONMENT,
      accessToken: TOKEN,
      host: api.host,
      insecure: true,
      base: () => ({ snapshot: published, exportDocument: exported }),
      logger: { error: record, warn: record, info: record },
      now: () => clock,
    });
    return buildTestApp(published, {
      loadTemplate,
      previewContent,
      env: { CONTENTFUL_SPACE_ID: PREVIEW_SPACE, CONTENTFUL_PREVIEW_TOKEN: TOKEN, ...env },
    });
  }

  it('shows an editor’s saved change on the first reload after the 2 s cache', async () => {
    // Arrange
    const { app } = build();
    const before = await request(app).get(topicUrl);
    api.edit('topic-board', 'topicTitle', { 'en-US': 'Create a board, rewritten' });

    // Act
    clock = 1_000;
    const cached = await request(app).get(topicUrl);
    clock = 2_000;
    const after = await request(app).get(topicUrl);

    // Assert
    expect(parseHtml(before.text).querySelector('h1')!.textContent).toBe('Create a board');
    expect(parseHtml(cached.text).querySelector('h1')!.textContent).toBe('Create a board');
    expect(after.status).toBe(200);
    expect(parseHtml(after.text).querySelector('h1')!.textContent).toBe('Create a board, rewritten');
    expect(after.headers['cache-control']).toBe('private, no-store');
    expect(after.headers['x-robots-tag']).toBe('noindex');
    expect(bannerOf(after.text).link!.getAttribute('href')).toBe(
      `https://app.contentful.com/spaces/${PREVIEW_SPACE}/environments/${PREVIEW_ENVIRONMENT}/entries/topic-board`,
    );
  });

  it.each([
    ['collection', 'coll-reference', 'context', MESSAGES.context],
    ['docs home', 'jira-docs', 'context', MESSAGES.context],
    ['topic', 'topic-jql', 'collection', MESSAGES.contextAndCollection],
    ['topic set', 'set-boards', 'collection', MESSAGES.contextAndCollection],
    ['KB article', 'kb-login', 'title', MESSAGES.requiredFields],
  ])('answers a %s draft missing a required field with its preview error page', async (_kind, entryId, field, text) => {
    // Arrange
    const { app } = build();
    const url = published.urlOf(entryId)!;
    api.edit(entryId, field, undefined);

    // Act
    const response = await request(app).get(url);

    // Assert
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(parseHtml(response.text).body.dataset.template).toBe('previewError');
    expect(alertOf(response.text)).toBe(text);
    expect(bannerOf(response.text).link!.getAttribute('href')).toContain(`/entries/${entryId}`);
  });

  it('answers a draft with broken links with the preview error page, never a 500', async () => {
    // Arrange
    const { app } = build();
    api.edit('topic-board', 'product', { 'en-US': entryLink('archived-product') });
    api.edit('topic-board', 'relatedLinks', { 'en-US': [entryLink('deleted-topic')] });

    // Act
    const response = await request(app).get(topicUrl);

    // Assert
    expect(response.status).toBe(200);
    expect(alertOf(response.text)).toBe(MESSAGES.requiredFields);
  });

  it.each(['error', 'garbage'] as const)(
    'tells the editor when the API answers with %s, logs it once and never logs the token',
    async (mode) => {
      // Arrange
      const { app, lines } = build();
      api.mode = mode;

      // Act
      const first = await request(app).get(topicUrl);
      clock = 5_000;
      const second = await request(app).get(topicUrl);

      // Assert
      for (const response of [first, second]) {
        expect(response.status).toBe(503);
        expect(response.headers['retry-after']).toBe('2');
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(alertOf(response.text)).toBe(
          'Contentful could not be reached, so this preview cannot be built right now. Reload the page in a moment.',
        );
      }
      expect(
        sourceLines.filter((line) => line.message?.startsWith('Contentful Preview API cannot be read')),
      ).toHaveLength(1);
      expect(JSON.stringify([...sourceLines, ...lines])).not.toContain(TOKEN);
    },
  );

  it('serves the published site and drafts from one deployment by host name, caching only the published pages', async () => {
    // Arrange
    const { app } = build({ PREVIEW_HOSTS: 'preview.support.example.com' });
    api.edit('topic-board', 'topicTitle', { 'en-US': 'Create a board (draft)' });

    // Act
    const publicFirst = await request(app).get(topicUrl).set('Host', 'support.example.com');
    const preview = await request(app).get(topicUrl).set('Host', 'preview.support.example.com');
    const publicAgain = await request(app).get(topicUrl).set('Host', 'support.example.com');

    // Assert
    expect(parseHtml(preview.text).querySelector('h1')!.textContent).toBe('Create a board (draft)');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    for (const response of [publicFirst, publicAgain]) {
      expect(parseHtml(response.text).querySelector('h1')!.textContent).toBe('Create a board');
      expect(response.headers['cache-control']).toContain('public');
      expect(response.headers['x-robots-tag']).toBeUndefined();
      expect(parseHtml(response.text).querySelector('.hc-preview-banner')).toBeNull();
    }
    expect(publicAgain.text).toBe(publicFirst.text);
  });
});

describe('who may see a preview', () => {
  let store: Store;

  storeForEachTest('preview', (opened) => {
    store = opened;
  });

  let lines: unknown[] = [];

  function build() {
    const built = buildTestApp(drafts, { store, loadTemplate, env: { PREVIEW: 'on', PREVIEW_SECRET: SECRET } });
    lines = built.lines;
    return built.app;
  }

  async function signIn(app: ReturnType<typeof build>, email: string): Promise<string> {
    const sent = await request(app)
      .post('/login/')
      .set('Origin', ORIGIN)
      .type('form')
      .send({ email, continue: draftUrl });
    const link = parseHtml(sent.text).querySelector<HTMLAnchorElement>('[data-testid="local-sign-in-link"]')!.href;
    const verified = await request(app)
      .post('/login/verify/')
      .set('Origin', ORIGIN)
      .type('form')
      .send({ token: new URL(link).searchParams.get('token') });
    const cookies = ([] as string[]).concat(verified.headers['set-cookie'] ?? []);
    return cookies.find((cookie) => cookie.startsWith('hc_session='))!.split(';')[0]!;
  }

  it('sends an anonymous visitor a 401 page with a sign-in link back to the page, not the draft', async () => {
    // Act
    const response = await request(build()).get(draftUrl);

    // Assert
    expect(response.status).toBe(401);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.text).not.toContain('Plan a sprint');
    expect(alertOf(response.text)).toBe(
      'Previews show unpublished content. Sign in as a content editor to see this preview.',
    );
    const signIn = parseHtml(response.text).querySelector('main a.hc-button');
    expect(signIn!.textContent).toBe('Sign in to see this preview');
    expect(signIn!.getAttribute('href')).toBe(`/login/?application=sac&continue=${encodeURIComponent(draftUrl)}`);
  });

  it('lets the sign-in page through on a preview deployment', async () => {
    // Act
    const response = await request(build()).get('/login/');

    // Assert
    expect(response.status).toBe(200);
  });

  it('keeps the shared secret from the query in an HttpOnly cookie and drops it from the address', async () => {
    // Arrange
    const app = build();

    // Act
    const granted = await request(app).get(`${draftUrl}?preview_secret=${SECRET}&tab=1`);
    const cookie = ([] as string[]).concat(granted.headers['set-cookie'] ?? [])[0]!;
    const page = await request(app).get(draftUrl).set('Cookie', cookie.split(';')[0]!);

    // Assert
    expect(granted.status).toBe(302);
    expect(granted.headers.location).toBe(`${draftUrl}?tab=1`);
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=[0-9a-f]{64}; Path=/; HttpOnly; SameSite=Lax$`));
    expect(cookie).not.toContain(SECRET);
    expect(page.status).toBe(200);
    expect(parseHtml(page.text).querySelector('h1')!.textContent).toBe('Plan a sprint');
    expect(JSON.stringify(lines)).toContain('preview_secret=[redacted]');
    expect(JSON.stringify(lines)).not.toContain(SECRET);
  });

  it('accepts the secret in the X-Preview-Secret header and refuses a wrong one or a forged cookie', async () => {
    // Arrange
    const app = build();

    // Act
    const header = await request(app).get(draftUrl).set('X-Preview-Secret', SECRET);
    const wrongHeader = await request(app).get(draftUrl).set('X-Preview-Secret', 'not-the-secret');
    const forged = await request(app).get(draftUrl).set('Cookie', `${PREVIEW_COOKIE}=${SECRET}`);

    // Assert
    expect(header.status).toBe(200);
    expect(wrongHeader.status).toBe(401);
    expect(alertOf(wrongHeader.text)).toBe(SECRET_INVALID);
    expect(forged.status).toBe(401);
    expect(alertOf(forged.text)).toBe(
      'Previews show unpublished content. Sign in as a content editor to see this preview.',
    );
  });

  it('takes a wrong secret out of the address too, and then says the link is not valid', async () => {
    // Arrange
    const app = build();

    // Act
    const wrong = await request(app).get(`${draftUrl}?preview_secret=not-the-secret&tab=1`);
    const refused = ([] as string[]).concat(wrong.headers['set-cookie'] ?? []);
    const page = await request(app).get(wrong.headers.location!).set('Cookie', refused[0]!.split(';')[0]!);
    const later = ([] as string[]).concat(page.headers['set-cookie'] ?? []);

    // Assert
    expect(wrong.status).toBe(302);
    expect(wrong.headers.location).toBe(`${draftUrl}?tab=1`);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(
      new RegExp(`^${PREVIEW_REFUSED_COOKIE}=1; Max-Age=60; Path=/; Expires=.*; HttpOnly; SameSite=Lax$`),
    );
    expect(refused[0]).not.toContain('not-the-secret');
    expect(page.status).toBe(401);
    expect(alertOf(page.text)).toBe(SECRET_INVALID);
    expect(page.text).not.toContain('Plan a sprint');
    expect(page.text).not.toContain('not-the-secret');
    expect(later.some((cookie) => cookie.startsWith(`${PREVIEW_REFUSED_COOKIE}=;`))).toBe(true);
  });

  it('lets a signed-in editor in and answers anyone else signed in with 403', async () => {
    // Arrange
    const app = build();
    const editor = await signIn(app, 'grace@atlassian.com');
    const customer = await signIn(app, 'ada@example.com');

    // Act
    const asEditor = await request(app).get(draftUrl).set('Cookie', editor);
    const asCustomer = await request(app).get(draftUrl).set('Cookie', customer);

    // Assert
    expect(asEditor.status).toBe(200);
    expect(parseHtml(asEditor.text).querySelector('h1')!.textContent).toBe('Plan a sprint');
    expect(asCustomer.status).toBe(403);
    expect(alertOf(asCustomer.text)).toBe('Only content editors can see previews. Sign in with your editor account.');
    expect(asCustomer.text).not.toContain('Plan a sprint');
  });

  it('links a signed-in visitor who is not an editor to a sign-in that asks to pick another account, not back to the same 403', async () => {
    // Arrange
    const app = build();
    const customer = await signIn(app, 'ada@example.com');
    const denied = await request(app).get(draftUrl).set('Cookie', customer);
    const href = parseHtml(denied.text).querySelector('main a.hc-button')!.getAttribute('href')!;

    // Act
    const signInPage = await request(app).get(href).set('Cookie', customer);

    // Assert
    const link = new URL(href, ORIGIN);
    expect(link.pathname).toBe('/login/');
    expect(link.searchParams.get('prompt')).toBe('select_account');
    expect(link.searchParams.get('continue')).toBe(draftUrl);
    expect(signInPage.status).toBe(200);
    const form = parseHtml(signInPage.text).querySelector<HTMLFormElement>('main form')!;
    expect(form.getAttribute('action')).toBe('/login/');
    expect(form.querySelector<HTMLInputElement>('input[name="continue"]')!.value).toBe(draftUrl);
  });
});
