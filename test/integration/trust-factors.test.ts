import request from 'supertest';
import { resolverExport } from '../../server/content/resolvers/resolver-fixtures';
import { buildSnapshot } from '../../server/content/snapshot';
import { FEEDBACK_PATH } from '../../server/routes/support-api';
import { SEARCH_PATH } from '../../server/search/router';
import { SearchService } from '../../server/search/search-service';
import { entryIdOfAri, TRUST_BOOST_WEIGHT } from '../../server/search/trust-boost';
import { TrustFactorTable } from '../../server/search/trust-factors';
import type { Store } from '../../server/store/store';
import type { SearchResult } from '../../shared/search/types';
import { pageViewEvent } from '../support/analytics-events';
import { buildTestApp, storeForEachTest } from './support';

const snapshot = buildSnapshot(resolverExport(), { logger: { error: () => undefined } });
const REFRESH_MS = 100;

let store: Store;
let trust: TrustFactorTable;
let service: SearchService;

// Declared before the store's hooks, so the table and the search stop before the store closes.
afterEach(async () => {
  service.close();
  await trust.stop();
});

storeForEachTest('trust', (opened) => {
  store = opened;
});

beforeEach(async () => {
  trust = new TrustFactorTable({ store, refreshMs: REFRESH_MS });
  await trust.refresh();
  trust.start();
  service = SearchService.fromSnapshot(snapshot, { trust: { source: trust, weight: TRUST_BOOST_WEIGHT } });
});

async function firstResult(app: Parameters<typeof request>[0]): Promise<SearchResult> {
  const response = await request(app).post(SEARCH_PATH).send({ query: 'board' });
  expect(response.status).toBe(200);
  return (response.body as { results: SearchResult[] }).results[0]!;
}

describe('trust factors in the search API', () => {
  it("shows a page's new helpful answers and views in its trustFactors within the refresh interval", async () => {
    // Arrange
    const { app } = buildTestApp(snapshot, { searchService: service, store });
    const before = await firstResult(app);
    const entryId = entryIdOfAri(before.content.contentAri)!;

    // Act
    for (const answerId of ['a1', 'a2', 'a3']) {
      const answered = await request(app)
        .post(FEEDBACK_PATH)
        .send({ entryId, pageUrl: before.content.url, helpful: true, answerId });
      expect(answered.status).toBe(204);
    }
    await request(app)
      .post(FEEDBACK_PATH)
      .send({ entryId, pageUrl: before.content.url, helpful: false, answerId: 'a4' });
    await store.recordEvents([pageViewEvent('v1', entryId), pageViewEvent('v2', entryId)], new Date());
    const started = Date.now();
    let after = await firstResult(app);
    const counted = (result: SearchResult) =>
      result.content.metadata.trustFactors.helpfulCount === 3 && result.content.metadata.trustFactors.numViews === 2;
    while (!counted(after) && Date.now() - started < 10 * REFRESH_MS + 5000) {
      await new Promise((resolve) => setTimeout(resolve, REFRESH_MS / 4));
      after = await firstResult(app);
    }

    // Assert
    expect(before.content.metadata.trustFactors).toEqual({ helpfulCount: 0, numViews: 0 });
    expect(after.content.contentAri).toBe(before.content.contentAri);
    expect(after.content.metadata.trustFactors).toEqual({ helpfulCount: 3, numViews: 2 });
    // Read on the timer: nothing rebuilt the index or asked for the figures.
    expect(service.version).toBe(snapshot.version);
  });
});
