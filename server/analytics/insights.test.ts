import { Pool } from 'pg';
import { eventAt } from '../../test/support/analytics-events';
import { createStore, type Store } from '../store/store';
import type { InsightsFilters } from './insights';
import { storeTestDatabases } from '../../test/support/store-databases';

const postgresUrl = process.env.TEST_DATABASE_URL;
const { databases } = storeTestDatabases('insights', postgresUrl);

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const period: InsightsFilters = { from: new Date('2019-03-01T00:00:00Z'), to: new Date('2019-03-04T00:00:00Z') };

beforeEach(async () => {
  if (postgresUrl) {
    // Each test reads only its own events: nothing else writes in this month of 2019.
    const pool = new Pool({ connectionString: postgresUrl });
    await pool
      .query("delete from analytics_events where received_at >= '2019-02-01' and received_at < '2019-04-01'")
      .catch(() => undefined);
    // A roll-up of another test file may have counted them into the aggregates meanwhile.
    await pool
      .query("delete from analytics_daily where day >= '2019-02-01' and day < '2019-04-01'")
      .catch(() => undefined);
    await pool.end();
  }
});

describe.each(databases)('the insights queries on $name', ({ config }) => {
  let store: Store;

  beforeEach(async () => {
    store = await createStore(config());
  });

  afterEach(async () => {
    await store.close();
  });

  it('counts yes and no per article, deployment and version, with the reasons picked after no', async () => {
    // Arrange
    const cloud = { entryId: 'board', deployment: 'cloud' };
    const dc = { entryId: 'board', deployment: 'dataCenter', version: '9.4' };
    await store.recordEvents(
      [
        eventAt('feedback.clicked', { answer: 'yes' }, cloud),
        eventAt('feedback.clicked', { answer: 'no' }, cloud),
        eventAt('feedback.clicked', { answer: 'no', reason: 'unclear' }, cloud),
        eventAt('feedback.clicked', { answer: 'no' }, dc),
        eventAt('feedback.clicked', { answer: 'no', reason: 'inaccurate' }, dc),
        eventAt('feedback.clicked', { answer: 'no' }, dc),
      ],
      day('2019-03-02'),
    );

    // Act
    const { helpful } = await store.insights(period);

    // Assert
    expect(helpful).toEqual([
      {
        entryId: 'board',
        deployment: 'dataCenter',
        version: '9.4',
        yes: 0,
        no: 2,
        reasons: { inaccurate: 1, unclear: 0, irrelevant: 0 },
      },
      {
        entryId: 'board',
        deployment: 'cloud',
        version: null,
        yes: 1,
        no: 1,
        reasons: { inaccurate: 0, unclear: 1, irrelevant: 0 },
      },
    ]);
  });

  it('lists searches that found nothing and searches whose results nobody opened, and leaves out clicked ones', async () => {
    // Arrange
    await store.recordEvents(
      [
        eventAt('search.results.shown', { queryId: 'q1', query: 'Kanban  ', total: 0 }),
        eventAt('search.results.shown', { queryId: 'q2', query: 'kanban', total: 0 }),
        eventAt('search.results.shown', { queryId: 'q3', query: 'sprint', total: 12 }),
        eventAt('search.results.shown', { queryId: 'q4', query: 'board', total: 4 }),
        eventAt('search.result.clicked', { queryId: 'q4', position: 1, url: '/docs/board/' }),
      ],
      day('2019-03-02'),
    );

    // Act
    const { searchGaps } = await store.insights(period);

    // Assert
    expect(searchGaps).toEqual([
      { query: 'kanban', searches: 2, zeroResults: 2, noClick: 0 },
      { query: 'sprint', searches: 1, zeroResults: 0, noClick: 1 },
    ]);
  });

  it('ranks articles by views and by exits, where an exit is the last view of a session', async () => {
    // Arrange: session a reads x then y, session b reads x, session c reads y then x then y.
    const view = (entryId: string, sessionId: string) => eventAt('page.init', { path: '/' }, { entryId, sessionId });
    await store.recordEvents([view('x', 'a'), view('y', 'a'), view('x', 'b')], day('2019-03-01'));
    await store.recordEvents([view('y', 'c'), view('x', 'c'), view('y', 'c')], day('2019-03-02'));
    await store.recordEvents(
      [eventAt('page.init', { path: '/search/' }, { entryId: 'search', contentType: 'searchResults' })],
      day('2019-03-02'),
    );

    // Act
    const { mostRead, mostExited } = await store.insights(period);

    // Assert
    expect(mostRead).toEqual([
      { entryId: 'x', count: 3 },
      { entryId: 'y', count: 3 },
    ]);
    expect(mostExited).toEqual([
      { entryId: 'y', count: 2 },
      { entryId: 'x', count: 1 },
    ]);
  });

  it('draws one trend point per day of the period, with zeros for quiet days', async () => {
    // Arrange
    await store.recordEvents(
      [
        eventAt('page.init', { path: '/' }),
        eventAt('page.init', { path: '/' }),
        eventAt('feedback.clicked', { answer: 'yes' }),
        eventAt('feedback.clicked', { answer: 'no' }),
        eventAt('feedback.clicked', { answer: 'no', reason: 'irrelevant' }),
      ],
      day('2019-03-01'),
    );
    await store.recordEvents(
      [eventAt('search.results.shown', { queryId: 'q', query: 'nothing', total: 0 })],
      day('2019-03-03'),
    );

    // Act
    const { trend } = await store.insights(period);

    // Assert
    expect(trend).toEqual([
      { day: '2019-03-01', views: 2, yes: 1, no: 1, zeroResults: 0 },
      { day: '2019-03-02', views: 0, yes: 0, no: 0, zeroResults: 0 },
      { day: '2019-03-03', views: 0, yes: 0, no: 0, zeroResults: 1 },
    ]);
  });

  it('reads only the chosen period, deployment and version', async () => {
    // Arrange
    await store.recordEvents(
      [eventAt('page.init', { path: '/' }, { entryId: 'old', deployment: 'cloud' })],
      day('2019-02-28'),
    );
    await store.recordEvents(
      [
        eventAt('page.init', { path: '/' }, { entryId: 'cloud-page', deployment: 'cloud' }),
        eventAt('page.init', { path: '/' }, { entryId: 'dc-93', deployment: 'dataCenter', version: '9.3' }),
        eventAt('page.init', { path: '/' }, { entryId: 'dc-94', deployment: 'dataCenter', version: '9.4' }),
      ],
      day('2019-03-02'),
    );

    // Act
    const all = await store.insights(period);
    const dc94 = await store.insights({ ...period, deployment: 'dataCenter', version: '9.4' });
    const facets = await store.insightsFacets(period);

    // Assert
    expect(all.mostRead.map((row) => row.entryId).sort()).toEqual(['cloud-page', 'dc-93', 'dc-94']);
    expect(dc94.mostRead).toEqual([{ entryId: 'dc-94', count: 1 }]);
    expect(facets).toEqual({ deployments: ['cloud', 'dataCenter'], versions: ['9.3', '9.4'] });
  });
});
