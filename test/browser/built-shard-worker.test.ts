/**
 * The search shard worker of the production build (dist/server/search-shard-worker.js, which the
 * server starts for a large index) applies a content delta in place (docs/adr/029): changed rows
 * are found by their new words and no longer by their old ones, new rows join, removed rows leave,
 * and the spelling vocabulary follows.
 */
import path from 'node:path';
import type { SearchDocument } from '../../server/search/documents';
import { SearchIndex } from '../../server/search/search-index';
import { shardWorkerEntry } from '../../server/search/shard-workers';

const SERVER_DIST = path.resolve(__dirname, '../../dist/server');
const TOPICS = ['board', 'sprint', 'backlog', 'permission', 'workflow', 'dashboard'];

function page(n: number, title: string): SearchDocument {
  const contentAri = `ari:cloud:help::topic/p${n}`;
  return {
    id: `${contentAri}#en`,
    contentAri,
    entryId: `p${n}`,
    contentType: 'topic',
    language: 'en',
    title,
    description: `How to work with the ${TOPICS[n % TOPICS.length]!} in your project.`,
    body: `Steps for the ${TOPICS[n % TOPICS.length]!}. `.repeat(1 + (n % 4)),
    url: `/p/docs/p${n}/`,
    products: [{ name: 'Jira Software', key: 'jira-software', platform: 'cloud', versions: [] }],
    deployment: 'cloud',
    lastPublishedAt: null,
    trustFactors: { helpfulCount: 0, numViews: 0 },
    headings: [{ text: `Troubleshoot page ${n}`, id: `troubleshoot-${n}` }],
    terms: n % 3 === 0 ? [`glossary${n}`] : [],
  };
}

const hits = async (index: SearchIndex, query: string): Promise<string[]> =>
  (await index.search({ query, pagination: { from: 0, size: 50 } })).results.map((hit) => hit.content.contentAri);

describe('the built search shard worker', () => {
  it('applies a content delta in place in its worker threads', async () => {
    const entry = shardWorkerEntry(SERVER_DIST);
    expect(entry).toEqual({ file: path.join(SERVER_DIST, 'search-shard-worker.js'), execArgv: [] });
    const documents = Array.from({ length: 40 }, (_, n) => page(n, `Configure the ${TOPICS[n % TOPICS.length]!} ${n}`));
    const index = new SearchIndex();
    try {
      await index.buildInWorkers(documents, { shards: 2, worker: entry });
      expect(index.inWorkers).toBe(true);
      expect(await hits(index, 'glossary3')).toEqual(['ari:cloud:help::topic/p3']);

      const changed = { ...page(3, 'Plan a roadmap'), terms: ['milestone'] };
      const added = page(40, 'Automate releases');
      const stats = await index.update(
        [changed, added],
        [documents[4]!.id],
        [...documents.filter((_, n) => n !== 4).map((document) => document.id), added.id],
      );

      expect(stats).toMatchObject({ documents: 40, shards: 2 });
      expect(await hits(index, 'roadmap')).toEqual(['ari:cloud:help::topic/p3']);
      expect(await hits(index, 'milestone')).toEqual(['ari:cloud:help::topic/p3']);
      expect(await hits(index, 'glossary3')).toEqual([]);
      expect(await hits(index, 'automate')).toEqual(['ari:cloud:help::topic/p40']);
      expect(await hits(index, '"troubleshoot page 4"')).toEqual([]);
      expect((await index.search({ query: 'roadmp' })).metadata.query.rewrittenQuery).toBe('roadmap');
    } finally {
      index.close();
    }
  }, 60_000);
});
