import type { SearchDocument } from './documents';
import { mergeVocabularies, shardWorkerEntry } from './shard-workers';
import type { SearchQuery } from './search-index';
import { SearchIndex } from './search-index';

const TOPICS = ['board', 'sprint', 'backlog', 'permission', 'workflow', 'dashboard', 'automation', 'webhook'];
const ACTIONS = ['create', 'configure', 'delete', 'export', 'migrate', 'restore', 'archive', 'share'];

/** Documents that differ in title, description, body, type, platform and date. */
function documents(count: number): SearchDocument[] {
  return Array.from({ length: count }, (_, n) => {
    const topic = TOPICS[n % TOPICS.length]!;
    const action = ACTIONS[Math.floor(n / TOPICS.length) % ACTIONS.length]!;
    const contentAri = `ari:cloud:help::topic/p${n}`;
    const dataCenter = n % 3 === 0;
    return {
      id: `${contentAri}#en`,
      contentAri,
      entryId: `p${n}`,
      contentType: n % 5 === 0 ? 'kbArticle' : 'topic',
      language: n % 17 === 0 ? 'ja' : 'en',
      title: `${action} a ${topic} ${n}`,
      description: `How to ${action} a ${topic} in your project.`,
      body:
        `Steps to ${action} the ${topic}. `.repeat(1 + (n % 7)) +
        (n % 11 === 0 ? 'Troubleshooting webhook delivery.' : ''),
      url: `/p/docs/p${n}/`,
      products: [
        dataCenter
          ? { name: 'Jira Software', key: 'jira-software', platform: 'data_center', versions: [`9.${n % 4}`] }
          : { name: 'Jira Software', key: 'jira-software', platform: 'cloud', versions: [] },
      ],
      deployment: dataCenter ? 'data_center' : 'cloud',
      lastPublishedAt: new Date(Date.UTC(2024, 0, 1) + n * 3_600_000).toISOString(),
      trustFactors: { helpfulCount: n % 9, numViews: n * 3 },
    };
  });
}

const QUERIES: SearchQuery[] = [
  { query: 'board', facets: { enable: true } },
  { query: 'configure workflow', highlights: { enable: true }, facets: { enable: true } },
  { query: 'webhook', sort: { by: 'last_published' }, highlights: { enable: true } },
  { query: 'export', facetFilters: { contentTypes: ['kbArticle'] }, facets: { enable: true } },
  {
    query: 'sprint',
    facetFilters: { products: [{ platform: 'data_center', key: 'jira-software', versions: ['9.2'] }] },
    facets: { enable: true },
  },
  { query: 'dashbord', facets: { enable: true } },
  { query: 'autom' },
  { query: '', pagination: { from: 20, size: 10 } },
];

describe('building the search index in worker threads', () => {
  const corpus = documents(1200);
  const single = new SearchIndex();
  const sharded = new SearchIndex();

  beforeAll(async () => {
    single.build(corpus);
    await sharded.buildInWorkers(corpus, { shards: 3 });
  });
  afterAll(() => {
    single.close();
    sharded.close();
  });

  it('splits the text over the requested shards and keeps every document', () => {
    expect(sharded.shardCount).toBe(3);
    expect(sharded.size).toBe(corpus.length);
  });

  it('finds the same documents, totals and facets as an index built in one thread', async () => {
    for (const query of QUERIES) {
      const one = await single.search(query);
      const many = await sharded.search(query);
      expect({ query: query.query, total: many.pagination.total }).toEqual({
        query: query.query,
        total: one.pagination.total,
      });
      expect(many.facets).toEqual(one.facets);
      expect(many.metadata).toEqual(one.metadata);
    }
  });

  it('merges the shards into one ranking, best score first', async () => {
    const outcome = await sharded.search({ query: 'configure workflow', pagination: { from: 0, size: 50 } });
    expect(outcome.results.length).toBe(outcome.pagination.total);
    expect(outcome.results.length).toBeGreaterThan(10);
    expect(outcome.results.every((hit) => hit.content.title.startsWith('configure a workflow'))).toBe(true);
    const single = new SearchIndex();
    single.build(corpus);
    const alone = await single.search({ query: 'configure workflow', pagination: { from: 0, size: 50 } });
    expect(new Set(outcome.results.map((hit) => hit.content.url))).toEqual(
      new Set(alone.results.map((hit) => hit.content.url)),
    );
    single.close();
  });

  it('pages through merged results without repeating any', async () => {
    const seen = new Set<string>();
    for (let from = 0; from < 60; from += 10) {
      for (const hit of (await sharded.search({ query: 'board', pagination: { from, size: 10 } })).results) {
        seen.add(hit.content.url);
      }
    }
    expect(seen.size).toBe(60);
  });

  it('highlights descriptions from whichever shard holds the document', async () => {
    const outcome = await sharded.search({
      query: 'webhook',
      sort: { by: 'last_published' },
      highlights: { enable: true },
    });
    const described = outcome.results.filter((hit) => hit.content.description.includes('webhook'));
    expect(described.length).toBeGreaterThan(0);
    for (const hit of described) expect(hit.highlights.description).toContain('<mark>webhook</mark>');
  });

  it('finishes the searches under way on a retired index, then closes it', async () => {
    const index = new SearchIndex();
    await index.buildInWorkers(corpus, { shards: 2 });
    const underWay = index.search({ query: 'configure workflow', highlights: { enable: true } });
    index.retire();
    expect((await underWay).pagination.total).toBeGreaterThan(0);
    expect(index.isClosed).toBe(true);
    await expect(index.search({ query: 'board' })).rejects.toThrow('The search index is closed');
  });

  it('rejects when a worker cannot start, and leaves the index unbuilt', async () => {
    const index = new SearchIndex();
    const missing = { file: '/nonexistent/search-shard-worker.js', execArgv: [] };
    await expect(index.buildInWorkers(corpus.slice(0, 10), { shards: 2, worker: missing })).rejects.toThrow();
    await expect(index.search({ query: 'board' })).rejects.toThrow('The search index is not built yet');
    index.close();
  });

  it('stops the workers when the index is closed during the build', async () => {
    const index = new SearchIndex();
    const building = index.buildInWorkers(corpus, { shards: 2 });
    index.close();
    await expect(building).rejects.toThrow('The search index was closed while it was being built');
  });
});

describe('mergeVocabularies', () => {
  it('adds up the document counts of a word over the shards', () => {
    const merged = mergeVocabularies([
      [
        { term: 'board', documents: 2 },
        { term: 'sprint', documents: 1 },
      ],
      [{ term: 'board', documents: 3 }],
    ]);
    expect(merged).toEqual([
      { term: 'board', documents: 5 },
      { term: 'sprint', documents: 1 },
    ]);
  });
});

describe('shardWorkerEntry', () => {
  it('runs the TypeScript source through tsx when no compiled worker sits beside the module', () => {
    const entry = shardWorkerEntry('/srv/app/server/search');
    expect(entry).toEqual({ file: '/srv/app/server/search/shard-worker.ts', execArgv: ['--require', 'tsx/cjs'] });
  });
});
