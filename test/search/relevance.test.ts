import type { RelevanceKind } from './relevance-queries';
import { relevanceCases, sampleSpaceSearch } from './relevance-queries';
import { adjustableBoost, measureRelevance, sampleSpaceEntryIds, seededTrust, shownResults } from './trust-relevance';
import { TRUST_BOOST_WEIGHT } from '../../server/search/trust-boost';

const REQUIRED_TOP3_SHARE = 0.9;

describe('search relevance over the sample space', () => {
  const search = sampleSpaceSearch();
  afterAll(() => search.close());

  it('covers at least 30 queries of every kind the issue asks for', () => {
    expect(relevanceCases.length).toBeGreaterThanOrEqual(30);
    const kinds = new Set(relevanceCases.map((testCase) => testCase.kind));
    const required: RelevanceKind[] = [
      'title words',
      'product name',
      'misspelling',
      'pasted error',
      'Data Center version',
    ];
    expect([...kinds].sort()).toEqual([...required].sort());
  });

  it('puts the expected page in the top 3 for at least 90% of the queries and reports the first-place share', async () => {
    const misses: string[] = [];
    const notFirst: string[] = [];
    let first = 0;
    let top3 = 0;
    for (const testCase of relevanceCases) {
      const { results } = await search.search({ ...testCase.request, pagination: { from: 0, size: 3 } });
      const urls = results.map((hit) => hit.content.url);
      const rank = urls.indexOf(testCase.expectedUrl);
      if (rank === 0) first += 1;
      else notFirst.push(`${testCase.kind}: "${testCase.request.query}" ranked ${rank < 0 ? 'below 3' : rank + 1}`);
      if (rank >= 0) top3 += 1;
      else misses.push(`${testCase.kind}: "${testCase.request.query}" gave ${urls.join(', ') || 'nothing'}`);
    }
    const total = relevanceCases.length;
    console.log(
      [
        `Relevance over the sample space: ${first}/${total} first, ${top3}/${total} in the top 3`,
        ...(notFirst.length ? ['Not first:', ...notFirst.map((line) => `  ${line}`)] : []),
        ...(misses.length ? ['Missed:', ...misses.map((line) => `  ${line}`)] : []),
      ].join('\n'),
    );
    expect(top3 / total).toBeGreaterThanOrEqual(REQUIRED_TOP3_SHARE);
  });
});

describe('search relevance with the trust boost', () => {
  const boost = adjustableBoost();
  const search = sampleSpaceSearch({ trust: boost });
  afterAll(() => search.close());

  it('is never worse at top 1, top 3 or reciprocal rank than bm25 alone over five seeded sets of trust', async () => {
    // Arrange
    const baseline = await measureRelevance(search);
    const shown = await shownResults(search);
    const entryIds = sampleSpaceEntryIds();
    boost.weight = TRUST_BOOST_WEIGHT;

    for (let seed = 1; seed <= 5; seed += 1) {
      // Act
      boost.factors = seededTrust(entryIds, shown, seed);
      const boosted = await measureRelevance(search);

      // Assert
      expect(boosted.top1).toBeGreaterThanOrEqual(baseline.top1);
      expect(boosted.top3).toBeGreaterThanOrEqual(baseline.top3);
      expect(boosted.mrr).toBeGreaterThanOrEqual(baseline.mrr);
    }
  });
});
