/**
 * A Japanese search finds a page by the words a Japanese reader types: nouns, nouns separated by
 * spaces, verb stems (作成 for 作成する), with or without the particles between them, in text
 * written without spaces (server/search/cjk-text.ts, docs/adr/049 addendum).
 */
import type { SearchDocument, SearchProduct } from './documents';
import { SearchIndex, type SearchOutcome } from './search-index';
import { topicDocument } from './test-snapshot';

const jira: SearchProduct = { name: 'Jira Software', key: 'jira-software', platform: 'cloud', versions: [] };

function english(n: number, overrides: Partial<SearchDocument> = {}): SearchDocument {
  return topicDocument(n, { products: [jira], ...overrides });
}

function japanese(n: number, overrides: Partial<SearchDocument>): SearchDocument {
  const document = english(n);
  return { ...document, id: `${document.contentAri}#ja`, language: 'ja', url: `/ja${document.url}`, ...overrides };
}

const BOARD = 'ボードを作成する';
const DOCUMENTS: SearchDocument[] = [
  english(1, { title: 'Create a board', description: 'Create a Scrum or Kanban board.', body: 'A board shows work.' }),
  japanese(1, {
    title: BOARD,
    description: 'ボードは、プロジェクトの課題をカードとして列に表示します。',
    body: 'ボードは、1 つ以上のプロジェクトの課題をカードとして列に表示します。チームごとにボードを作成できます。',
  }),
  english(2, { title: 'Create a project', body: 'A project holds issues.' }),
  japanese(2, {
    title: 'プロジェクトを作成する',
    description: 'スクラムまたはカンバンのプロジェクトを作成します。',
    body: 'プロジェクトを作成して、チームの作業をまとめます。',
  }),
  english(3, { title: 'Share a dashboard', body: 'A dashboard shows gadgets.' }),
  japanese(3, {
    title: 'ダッシュボードを共有する',
    description: 'ダッシュボードをチームと共有します。',
    body: 'ダッシュボードのガジェットは、課題の状況をまとめて表示します。',
  }),
  english(4, { title: 'Configure board settings', body: 'Board settings change the columns of a board.' }),
];

const titles = (outcome: SearchOutcome) => outcome.results.map((hit) => hit.content.title);

describe('a Japanese search by the words a reader types', () => {
  const index = new SearchIndex();
  index.build(DOCUMENTS);
  afterAll(() => index.close());
  const search = (query: string) => index.search({ query, language: 'ja', highlights: { enable: true } });

  it.each(['ボード 作成', 'ボード', 'ボードの作成', 'ボード作成', 'ボードを作成', 'ボード　作成', 'Jira のボード'])(
    'finds the page on creating a board first for %s',
    async (query) => {
      expect(titles(await search(query))[0]).toBe(BOARD);
    },
  );

  it('finds a verb stem in every page using the verb, and no page without it', async () => {
    expect(titles(await search('作成')).sort()).toEqual([BOARD, 'プロジェクトを作成する'].sort());
  });

  it('finds a word inside a longer word, ranked below the pages using the word itself', async () => {
    expect(titles(await search('ボード'))).toEqual([BOARD, 'ダッシュボードを共有する']);
  });

  it('needs every word of the query', async () => {
    expect(titles(await search('ボード 共有'))).toEqual(['ダッシュボードを共有する']);
  });

  it('shows the pages holding one word of two when no page holds the other, and names it', async () => {
    const outcome = await search('ボード 削除');
    expect(titles(outcome)).toEqual([BOARD, 'ダッシュボードを共有する']);
    expect(outcome.metadata.query.missingWords).toEqual(['削除']);
  });

  it('finds a word of one letter', async () => {
    expect(titles(await search('列'))).toEqual([BOARD]);
  });

  it('highlights the word in a Japanese description, with nothing added to the text', async () => {
    const hit = (await search('ボード')).results.find((result) => result.content.title === BOARD)!;
    expect(hit.highlights.description).toBe('<mark>ボード</mark>は、プロジェクトの課題をカードとして列に表示します。');
    expect(hit.content.description).toBe('ボードは、プロジェクトの課題をカードとして列に表示します。');
  });

  it('still finds the English text of an untranslated page for an English word', async () => {
    const outcome = await search('board');
    expect(titles(outcome)).toEqual(['Configure board settings']);
    expect(outcome.results[0]!.content.language).toBe('en');
  });

  it('answers an English search as before', async () => {
    const outcome = await index.search({ query: 'create board', language: 'en' });
    expect(titles(outcome)).toEqual(['Create a board']);
  });
});

describe('a Japanese page in an index built in worker threads or changed by a delta', () => {
  const local = new SearchIndex();
  const workers = new SearchIndex();
  local.build(DOCUMENTS);
  beforeAll(() => workers.buildInWorkers(DOCUMENTS, { shards: 2 }));
  afterAll(() => {
    local.close();
    workers.close();
  });

  it('is found by its words in worker threads as in this one, highlighted alike', async () => {
    for (const query of ['ボード 作成', '作成', 'ボードの作成', 'ダッシュボード']) {
      // Each shard ranks by its own term statistics, so the order may differ; the hits may not.
      const ask = async (index: SearchIndex) =>
        (await index.search({ query, language: 'ja', highlights: { enable: true } })).results
          .map((hit) => `${hit.content.title}: ${hit.highlights.description}`)
          .sort();
      expect(await ask(workers)).toEqual(await ask(local));
    }
    expect((await workers.search({ query: 'ボード 作成', language: 'ja' })).pagination.total).toBe(1);
  });

  it('is found by its new words once changed, and no longer by its old ones', async () => {
    const index = new SearchIndex();
    index.build(DOCUMENTS);
    try {
      const changed = japanese(2, {
        title: 'プロジェクトをアーカイブする',
        description: '',
        body: '古いプロジェクトを隠します。',
      });
      await index.update(
        [changed],
        [],
        DOCUMENTS.map((document) => document.id),
      );
      const ask = (query: string) => index.search({ query, language: 'ja' });
      expect(titles(await ask('アーカイブ'))).toEqual(['プロジェクトをアーカイブする']);
      expect(titles(await ask('作成'))).toEqual([BOARD]);
    } finally {
      index.close();
    }
  });
});
