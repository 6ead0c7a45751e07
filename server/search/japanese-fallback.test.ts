/**
 * A Japanese search over pages of which only some are translated: the Japanese site serves every
 * page, an untranslated one with its English text, so a Japanese search finds that text too
 * (docs/adr/049).
 */
import type { SearchDocument, SearchProduct } from './documents';
import { SearchIndex, type SearchOutcome, type SearchQuery } from './search-index';
import { topicDocument } from './test-snapshot';

const jira: SearchProduct = { name: 'Jira Software', key: 'jira-software', platform: 'cloud', versions: [] };
const confluence: SearchProduct = { name: 'Confluence', key: 'confluence', platform: 'cloud', versions: [] };
const jiraDc = (version: string): SearchProduct => ({ ...jira, platform: 'data_center', versions: [version] });

function english(n: number, overrides: Partial<SearchDocument> = {}): SearchDocument {
  return topicDocument(n, {
    body: 'Plain words.',
    products: [jira],
    lastPublishedAt: `2024-01-${String(n).padStart(2, '0')}T00:00:00.000Z`,
    ...overrides,
  });
}

/** The Japanese document of `english(n)`'s page. */
function japanese(n: number, overrides: Partial<SearchDocument> = {}): SearchDocument {
  const document = english(n, overrides);
  return { ...document, id: `${document.contentAri}#ja`, language: 'ja', url: `/ja${document.url}`, ...overrides };
}

/** An untranslated Data Center page's copy in one version. */
function versionCopy(n: number, version: string): SearchDocument {
  const contentAri = `ari:cloud:help::topic/t9/version/${version}`;
  return english(n, {
    id: `${contentAri}#en`,
    contentAri,
    entryId: 't9',
    title: 'Permission schemes',
    body: 'Permission schemes group permissions.',
    url: `/jira-software-data-center/docs/${version}/permission-schemes/`,
    products: [jiraDc(version)],
  });
}

const DOCUMENTS: SearchDocument[] = [
  english(1, { title: 'Configure permissions', body: 'Permissions decide who can see a project.' }),
  japanese(1, { title: '権限を設定する', body: 'プロジェクト の permissions を 設定 します。' }),
  english(2, { title: 'Project permissions', body: 'Grant permissions to a group.' }),
  english(3, {
    title: 'Space permissions',
    contentType: 'kbArticle',
    products: [confluence],
    body: 'Space admins set permissions.',
  }),
  versionCopy(4, '9.12'),
  versionCopy(5, '10.3'),
  english(6, { title: 'Create a board', body: 'A board shows the work of a project.' }),
  japanese(6, { title: 'ボードを作成する', body: 'ボード は プロジェクト の 作業 を 示します。' }),
];

function buildIndex(documents: readonly SearchDocument[]): SearchIndex {
  const index = new SearchIndex();
  index.build(documents);
  return index;
}

const urls = (outcome: SearchOutcome) => outcome.results.map((hit) => hit.content.url);

describe('a Japanese search', () => {
  const index = buildIndex(DOCUMENTS);
  afterAll(() => index.close());

  it("finds an untranslated page's English document, linked at the page's url on the Japanese site", async () => {
    const outcome = await index.search({ query: 'permissions', language: 'ja' });
    const project = outcome.results.find((hit) => hit.content.title === 'Project permissions');
    expect(project?.content.url).toBe('/ja/p/docs/t2/');
    expect(project?.content.language).toBe('en');
    expect(urls(outcome).every((url) => url.startsWith('/ja/'))).toBe(true);
  });

  it('does not find a translated page through its English document', async () => {
    const outcome = await index.search({ query: 'permissions', language: 'ja' });
    expect(urls(outcome).filter((url) => url.endsWith('/t1/'))).toEqual(['/ja/p/docs/t1/']);
    expect(outcome.results.find((hit) => hit.content.url === '/ja/p/docs/t1/')?.content).toMatchObject({
      title: '権限を設定する',
    });
    expect(outcome.results[0]!.content.language).toBeUndefined();
    const board = await index.search({ query: 'board', language: 'ja' });
    expect(board.pagination.total).toBe(0);
  });

  it('ranks the Japanese documents first, then the English ones, and shows version copies as one', async () => {
    const outcome = await index.search({ query: 'permissions', language: 'ja' });
    expect(urls(outcome)[0]).toBe('/ja/p/docs/t1/');
    expect(new Set(urls(outcome).slice(1))).toEqual(
      new Set(['/ja/p/docs/t2/', '/ja/p/docs/t3/', '/ja/jira-software-data-center/docs/10.3/permission-schemes/']),
    );
    const copies = outcome.results.find((hit) => hit.content.title === 'Permission schemes');
    expect(copies?.content.products[0]!.versions).toEqual(['10.3', '9.12']);
  });

  it('counts each result shown once in the total, the pages, the date order and both facets', async () => {
    const query: SearchQuery = { query: 'permissions', language: 'ja', facets: { enable: true } };
    const outcome = await index.search(query);
    expect(outcome.pagination.total).toBe(4);
    expect(outcome.results).toHaveLength(4);
    const paged: string[] = [];
    for (let from = 0; from < 4; from += 1) {
      paged.push(...urls(await index.search({ ...query, pagination: { from, size: 1 } })));
    }
    expect(paged).toEqual(urls(outcome));
    const byDate = await index.search({ ...query, sort: { by: 'last_published' } });
    expect(byDate.pagination.total).toBe(4);
    expect(new Set(urls(byDate))).toEqual(new Set(urls(outcome)));
    expect(outcome.facets.contentType).toEqual([
      { name: 'topic', count: 3 },
      { name: 'kbArticle', count: 1 },
    ]);
    expect(outcome.facets.platform).toEqual([
      {
        name: 'cloud',
        count: 3,
        products: [
          { key: 'jira-software', name: 'Jira Software', count: 2 },
          { key: 'confluence', name: 'Confluence', count: 1 },
        ],
      },
      { name: 'data_center', count: 1, products: [{ key: 'jira-software', name: 'Jira Software', count: 1 }] },
    ]);
  });

  it('filters the English documents it finds as it filters the Japanese ones', async () => {
    const outcome = await index.search({
      query: 'permissions',
      language: 'ja',
      facetFilters: { contentTypes: ['kbArticle'] },
    });
    expect(urls(outcome)).toEqual(['/ja/p/docs/t3/']);
  });
});

describe('an English search beside Japanese documents', () => {
  const index = buildIndex(DOCUMENTS);
  afterAll(() => index.close());

  it('finds the English documents alone, at their English urls and without a language', async () => {
    const outcome = await index.search({ query: 'permissions', facets: { enable: true } });
    expect(outcome.pagination.total).toBe(4);
    expect(urls(outcome).some((url) => url.startsWith('/ja/'))).toBe(false);
    expect(outcome.results.every((hit) => !('language' in hit.content))).toBe(true);
    expect(urls(outcome)).toContain('/p/docs/t1/');
  });
});

describe('a Japanese search after a content delta', () => {
  const translated = japanese(2, { title: 'プロジェクトの権限', body: 'グループ に permissions を 付与 します。' });
  const order = (documents: readonly SearchDocument[]) => documents.map((document) => document.id);
  const queries: SearchQuery[] = [
    { query: 'permissions', language: 'ja', facets: { enable: true } },
    { query: 'permissions', language: 'ja', sort: { by: 'last_published' } },
    { query: '', language: 'ja', pagination: { from: 0, size: 50 }, facets: { enable: true } },
    { query: 'permissions', facets: { enable: true } },
  ];

  async function answers(index: SearchIndex): Promise<SearchOutcome[]> {
    return Promise.all(queries.map((query) => index.search(query)));
  }

  async function expectAsFullRebuild(index: SearchIndex, documents: readonly SearchDocument[]): Promise<void> {
    const full = buildIndex(documents);
    try {
      expect(await answers(index)).toEqual(await answers(full));
      expect(index.suggest('perm', 'ja', { titles: 8, headings: 8 })).toEqual(
        full.suggest('perm', 'ja', { titles: 8, headings: 8 }),
      );
    } finally {
      full.close();
    }
  }

  it('answers as a full rebuild when a page gains its Japanese document, and again when it loses it', async () => {
    const index = buildIndex(DOCUMENTS);
    try {
      const added = [...DOCUMENTS.slice(0, 3), translated, ...DOCUMENTS.slice(3)];
      await index.update([translated], [], order(added));
      await expectAsFullRebuild(index, added);
      expect(urls(await index.search({ query: 'permissions', language: 'ja' })).slice(0, 2)).toEqual([
        '/ja/p/docs/t1/',
        '/ja/p/docs/t2/',
      ]);
      expect((await index.search({ query: 'permissions', language: 'ja' })).pagination.total).toBe(4);

      await index.update([], [translated.id], order(DOCUMENTS));
      await expectAsFullRebuild(index, DOCUMENTS);
      const project = (await index.search({ query: 'permissions', language: 'ja' })).results.find(
        (hit) => hit.content.url === '/ja/p/docs/t2/',
      );
      expect(project?.content).toMatchObject({ title: 'Project permissions', language: 'en' });
    } finally {
      index.close();
    }
  });
});

describe('Japanese suggestions', () => {
  const index = buildIndex(DOCUMENTS);
  afterAll(() => index.close());

  it("offer an untranslated page's English title after the Japanese ones, at its Japanese site url", () => {
    const { titles } = index.suggest('perm', 'ja', { titles: 8, headings: 8 });
    expect(titles.map((title) => [title.url, title.language])).toEqual(
      expect.arrayContaining([
        ['/ja/p/docs/t2/', 'en'],
        ['/ja/p/docs/t3/', 'en'],
      ]),
    );
    expect(titles.some((title) => title.url === '/p/docs/t1/' || title.url === '/ja/p/docs/t1/')).toBe(false);
    const board = index.suggest('ボード', 'ja', { titles: 8, headings: 8 });
    expect(board.titles.map((title) => title.url)).toEqual(['/ja/p/docs/t6/']);
  });

  it('offer no Japanese title in English', () => {
    const { titles } = index.suggest('perm', 'en', { titles: 8, headings: 8 });
    expect(titles.every((title) => !title.url.startsWith('/ja/') && title.language === undefined)).toBe(true);
  });
});
