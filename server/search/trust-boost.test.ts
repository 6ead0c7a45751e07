import type { SearchDocument } from './documents';
import { SearchIndex } from './search-index';
import type { PagedRow } from './shard';
import { topicDocument } from './test-snapshot';
import {
  boostedReadLimit,
  entryIdOfAri,
  FULL_HELPFUL_RATE,
  rerankByTrust,
  TRUST_BOOST_WEIGHT,
  TRUST_PRIOR_VIEWS,
  trustMultiplier,
} from './trust-boost';

describe('trustMultiplier', () => {
  it('leaves a page without answers, or a zero weight, at its bm25 score', () => {
    expect(trustMultiplier(undefined, 0.1)).toBe(1);
    expect(trustMultiplier({ helpfulCount: 0, numViews: 5000 }, 0.1)).toBe(1);
    expect(trustMultiplier({ helpfulCount: 50, numViews: 100 }, 0)).toBe(1);
  });

  it('grows with the share of readers saying Yes and never exceeds one plus the weight', () => {
    const low = trustMultiplier({ helpfulCount: 10, numViews: 5000 }, 0.1);
    const high = trustMultiplier({ helpfulCount: 80, numViews: 5000 }, 0.1);
    const huge = trustMultiplier({ helpfulCount: 1_000_000, numViews: 1_000_000 }, 0.1);

    expect(low).toBeGreaterThan(1);
    expect(high).toBeGreaterThan(low);
    expect(huge).toBeCloseTo(1.1, 10);
  });

  it('gives a page with a few views little even when every reader said Yes', () => {
    const few = trustMultiplier({ helpfulCount: 3, numViews: 3 }, 0.1);
    expect(few - 1).toBeCloseTo((0.1 * 3) / (3 + TRUST_PRIOR_VIEWS) / FULL_HELPFUL_RATE, 10);
    expect(few).toBeLessThan(1.1);
  });
});

describe('rerankByTrust', () => {
  const row = (rowid: number, rank: number, pass = 0): PagedRow => [rowid, rank, null, pass];

  it('moves a helpful page above a slightly better match but never above a much better one', () => {
    // Arrange: ranks are negative bm25 scores, lower first.
    const rows = [row(1, -10), row(2, -9.8), row(3, -5)];
    const trust = new Map([
      [2, { helpfulCount: 1000, numViews: 10_000 }],
      [3, { helpfulCount: 1000, numViews: 10_000 }],
    ]);

    // Act
    const reranked = rerankByTrust(rows, (rowid) => trust.get(rowid), TRUST_BOOST_WEIGHT);

    // Assert
    expect(reranked.map(([rowid]) => rowid)).toEqual([2, 1, 3]);
  });

  it('keeps every ranking tier in its place', () => {
    const rows = [row(1, -3, 0), row(2, -20, 1)];
    const reranked = rerankByTrust(rows, () => ({ helpfulCount: 0, numViews: 0 }), 1);
    expect(reranked.map(([rowid]) => rowid)).toEqual([1, 2]);
  });
});

describe('boostedReadLimit', () => {
  it('reads at least ten more rows than the page needs', () => {
    expect(boostedReadLimit(3)).toBe(13);
    expect(boostedReadLimit(50)).toBe(100);
  });
});

describe('entryIdOfAri', () => {
  it('reads the entry id of a page and of a Data Center version page', () => {
    expect(entryIdOfAri('ari:cloud:help::topic/abc123')).toBe('abc123');
    expect(entryIdOfAri('ari:cloud:help::kbArticle/kb-1/version/9.4')).toBe('kb-1');
    expect(entryIdOfAri('not an ari')).toBeUndefined();
  });
});

describe('the trust boost in a search index', () => {
  const twin = (n: number): SearchDocument =>
    topicDocument(n, {
      title: 'Configure board columns',
      description: 'Columns of a board.',
      body: 'Add, rename and reorder the columns of a board.',
      products: [{ name: 'Jira Software', key: 'jira-software', platform: 'cloud', versions: [] }],
    });

  it('puts the page readers found helpful first among equal matches and shows its live figures', async () => {
    // Arrange
    const factors = new Map([['t2', { helpfulCount: 5, numViews: 500 }]]);
    const index = new SearchIndex();
    index.useTrust({ source: { of: (entryId) => factors.get(entryId) }, weight: TRUST_BOOST_WEIGHT });
    index.build([twin(1), twin(2), twin(3)]);

    // Act
    const { results } = await index.search({ query: 'board columns' });
    factors.set('t3', { helpfulCount: 400, numViews: 600 });
    const later = await index.search({ query: 'board columns' });
    index.close();

    // Assert
    expect(results.map((hit) => hit.content.url)).toEqual(['/p/docs/t2/', '/p/docs/t1/', '/p/docs/t3/']);
    expect(results[0]!.content.metadata.trustFactors).toEqual({ helpfulCount: 5, numViews: 500 });
    expect(later.results.map((hit) => hit.content.url)).toEqual(['/p/docs/t3/', '/p/docs/t2/', '/p/docs/t1/']);
  });

  it('reorders the merged results of worker shards the same way', async () => {
    // Arrange
    const factors = new Map([['t4', { helpfulCount: 30, numViews: 900 }]]);
    const index = new SearchIndex();
    index.useTrust({ source: { of: (entryId) => factors.get(entryId) }, weight: TRUST_BOOST_WEIGHT });
    await index.buildInWorkers([1, 2, 3, 4, 5, 6].map(twin), { shards: 2 });

    // Act
    const { results } = await index.search({ query: 'board columns', pagination: { from: 0, size: 2 } });
    index.close();

    // Assert
    expect(results[0]!.content.url).toBe('/p/docs/t4/');
    expect(results[0]!.content.metadata.trustFactors).toEqual({ helpfulCount: 30, numViews: 900 });
  });
});
