import { entryLink, type ContentfulExport } from '../../content/tools/sample/space-builder';
import { FakePreviewApi, PREVIEW_ENVIRONMENT, PREVIEW_SPACE } from '../../test/support/fake-preview-api';
import { ContentfulPreviewSource, parseEntriesResponse, type PreviewBase } from './contentful-preview-source';
import { fixtureSpace, richTextDocument } from './fixture-space';
import type { ContentLogger } from './logger';
import type { PreviewPage } from './preview-content';
import { resolveContentPage } from './resolvers/resolve-page';
import { testOptions } from './resolvers/resolver-fixtures';
import { buildSnapshot } from './snapshot';

const TOKEN = 'preview-token-3f9a1c77e2';
const silent: ContentLogger = { error: () => undefined, warn: () => undefined, info: () => undefined };

function collectingLogger() {
  const lines: { level: string; details: object; message?: string }[] = [];
  const logger: ContentLogger = {
    error: (details, message) => lines.push({ level: 'error', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    info: (details, message) => lines.push({ level: 'info', details, message }),
  };
  return { logger, lines };
}

/** The published space the site serves, and a copy of it in Contentful that editors change. */
function spaces(): { published: ContentfulExport; contentful: ContentfulExport } {
  const published = fixtureSpace().toExport();
  return { published, contentful: structuredClone(published) };
}

function pageOf(result: PreviewPage) {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
}

describe('ContentfulPreviewSource', () => {
  let api: FakePreviewApi;
  let base: PreviewBase;
  let clock: number;

  const createSource = (logger: ContentLogger = silent, port?: number) =>
    new ContentfulPreviewSource({
      space: PREVIEW_SPACE,
      environment: PREVIEW_ENVIRONMENT,
      accessToken: TOKEN,
      host: `127.0.0.1:${port ?? api.port}`,
      insecure: true,
      timeout: 2_000,
      base: () => base,
      logger,
      now: () => clock,
    });

  const urlOf = (entryId: string) => base.snapshot.urlOf(entryId)!;

  beforeEach(async () => {
    const { published, contentful } = spaces();
    base = { snapshot: buildSnapshot(published, { logger: silent }), exportDocument: published };
    api = new FakePreviewApi(contentful, TOKEN);
    clock = 0;
    await api.listen();
  });

  afterEach(() => api.close());

  it('reads the page entry with its links in every locale and lays the draft over the published content', async () => {
    // Arrange
    api.edit('topic-board', 'topicTitle', { 'en-US': 'Create a board (draft)', 'ja-JP': 'ボードを作成 (下書き)' });
    api.edit('topic-board', 'body', { 'en-US': richTextDocument('Boards show work, now in colour.') });

    // Act
    const result = pageOf(await createSource().page(urlOf('topic-board')));

    // Assert
    expect(api.entryRequests()).toEqual([
      `/spaces/${PREVIEW_SPACE}/environments/${PREVIEW_ENVIRONMENT}/entries?sys.id=topic-board&include=10&limit=1&locale=%2A`,
    ]);
    expect(result.snapshot.preview).toBe(true);
    expect(result.snapshot.entry('topic-board', 'ja-JP')?.fields.topicTitle).toBe('ボードを作成 (下書き)');
    const view = resolveContentPage(result.snapshot, result.route, 'en-US', testOptions({ preview: true }));
    expect(view.entry.title).toBe('Create a board (draft)');
    expect(JSON.stringify(view.entry)).toContain('Boards show work, now in colour.');
  });

  it('gives the same view model as the export path would for the same content', async () => {
    // Arrange
    api.edit('coll-guide', 'title', { 'en-US': 'Get going' });
    const fromExport = buildSnapshot(api.content, { preview: true, logger: silent });
    const route = fromExport.route(urlOf('topic-board'))!;

    // Act
    const result = pageOf(await createSource().page(urlOf('topic-board')));

    // Assert
    const options = testOptions({ preview: true });
    expect(resolveContentPage(result.snapshot, result.route, 'en-US', options)).toEqual(
      resolveContentPage(fromExport, route, 'en-US', options),
    );
  });

  it('shows a saved change on the first request after the 2 s cache, and reuses the answer before it', async () => {
    // Arrange
    const source = createSource();
    const url = urlOf('topic-jql');
    await source.page(url);
    api.edit('topic-jql', 'topicTitle', { 'en-US': 'Search with JQL, revised' });

    // Act
    clock = 1_999;
    const cached = pageOf(await source.page(url));
    clock = 2_000;
    const fresh = pageOf(await source.page(url));

    // Assert
    expect(cached.snapshot.entry('topic-jql')?.fields.topicTitle).toBe('Search with JQL');
    expect(fresh.snapshot.entry('topic-jql')?.fields.topicTitle).toBe('Search with JQL, revised');
    expect(api.entryRequests()).toHaveLength(2);
  });

  it('rebuilds nothing when a reload finds the draft unchanged', async () => {
    // Arrange
    const source = createSource();
    const first = pageOf(await source.page(urlOf('topic-board')));

    // Act
    clock = 5_000;
    const second = pageOf(await source.page(urlOf('topic-board')));

    // Assert
    expect(api.entryRequests()).toHaveLength(2);
    expect(second.snapshot).toBe(first.snapshot);
  });

  it.each([
    ['a collection without its Context', 'coll-reference', 'context', 'context'],
    ['a docs home without its Context', 'jira-docs', 'context', 'context'],
    ['a topic without its Collection', 'topic-jql', 'collection', 'contextAndCollection'],
    ['a topic set without its Collection', 'set-boards', 'collection', 'contextAndCollection'],
    ['a topic without its title', 'topic-jql', 'topicTitle', 'requiredFields'],
    ['a KB article without its KB home', 'kb-login', 'kbHome', 'requiredFields'],
  ])('answers %s with its preview error', async (_name, entryId, field, reason) => {
    // Arrange
    const url = urlOf(entryId);
    api.edit(entryId, field, undefined);

    // Act
    const result = await createSource().page(url);

    // Assert
    expect(result).toMatchObject({ kind: 'error', reason, status: 200, entryId });
  });

  it('answers a topic whose collection lost its Context with the Context and Collection Reference error', async () => {
    // Arrange
    api.edit('coll-reference', 'context', undefined);

    // Act
    const result = await createSource().page(urlOf('topic-jql'));

    // Assert
    expect(result).toMatchObject({ kind: 'error', reason: 'contextAndCollection' });
  });

  it('answers a draft with a link to an entry that does not exist with a preview error', async () => {
    // Arrange
    api.edit('coll-reference', 'context', { 'en-US': entryLink('deleted-product') });
    api.edit('topic-board', 'product', { 'en-US': entryLink('deleted-product') });

    // Act
    const source = createSource();
    const collection = await source.page(urlOf('coll-reference'));
    const topic = await source.page(urlOf('topic-board'));

    // Assert
    expect(collection).toMatchObject({ kind: 'error', reason: 'context' });
    expect(topic).toMatchObject({ kind: 'error', reason: 'requiredFields' });
  });

  it('answers not found when the entry was deleted in Contentful', async () => {
    // Arrange
    const url = urlOf('topic-jql');
    api.content.entries = api.content.entries.filter((entry) => entry.sys.id !== 'topic-jql');

    // Act
    const result = await createSource().page(url);

    // Assert
    expect(result.kind).toBe('notFound');
  });

  it.each([
    ['answers with a server error', 'error'],
    ['answers with bytes that are not JSON', 'garbage'],
  ] as const)(
    'gives the editor the unavailable error when the API %s, logs it once without the token, and recovers',
    async (_name, mode) => {
      // Arrange
      const { logger, lines } = collectingLogger();
      const source = createSource(logger);
      api.mode = mode;

      // Act
      const first = await source.page(urlOf('topic-board'));
      clock = 3_000;
      const second = await source.page(urlOf('topic-board'));
      api.mode = 'ok';
      clock = 6_000;
      const recovered = await source.page(urlOf('topic-board'));

      // Assert
      expect(first).toMatchObject({ kind: 'error', reason: 'unavailable', status: 503 });
      expect(second).toMatchObject({ kind: 'error', reason: 'unavailable' });
      expect(recovered.kind).toBe('page');
      expect(lines.filter((line) => line.level === 'error')).toHaveLength(1);
      expect(lines.map((line) => line.message)).toContain('Contentful Preview API answers again');
      expect(api.authorizations).toContain(`Bearer ${TOKEN}`);
      expect(JSON.stringify(lines)).not.toContain(TOKEN);
    },
  );

  it('gives the editor the unavailable error when nothing listens at the API host', async () => {
    // Arrange
    const { logger, lines } = collectingLogger();
    const closed = new FakePreviewApi(api.content, TOKEN);
    await closed.listen();
    const port = closed.port;
    await closed.close();

    // Act
    const result = await createSource(logger, port).page(urlOf('topic-board'));

    // Assert
    expect(result).toMatchObject({ kind: 'error', reason: 'unavailable', status: 503 });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  });

  it('answers not found for a url the base does not route, without asking the API', async () => {
    // Act
    const result = await createSource().page('/no-such-page/');

    // Assert
    expect(result.kind).toBe('notFound');
    expect(api.requests).toEqual([]);
  });
});

describe('parseEntriesResponse', () => {
  it('refuses an answer without an items list', () => {
    expect(() => parseEntriesResponse('<html>')).toThrow('without an items list');
  });

  it('refuses an item that is not an entry', () => {
    expect(() => parseEntriesResponse({ items: [{ sys: { id: 'x', type: 'Asset' } }] })).toThrow('malformed Entry');
  });

  it('collects the ids of links the API could not resolve', () => {
    // Act
    const parsed = parseEntriesResponse({
      items: [],
      errors: [{ sys: { id: 'notResolvable' }, details: { type: 'Link', linkType: 'Entry', id: 'gone' } }],
    });

    // Assert
    expect(parsed).toEqual({ entry: undefined, entries: [], assets: [], unresolvable: ['gone'] });
  });
});
