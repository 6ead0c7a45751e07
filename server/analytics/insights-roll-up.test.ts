import { Pool } from 'pg';
import { eventAt } from '../../test/support/analytics-events';
import { storeTestDatabases } from '../../test/support/store-databases';
import { insightsCsv, insightsPageData } from '../routes/insights';
import { createStore, type Store } from '../store/store';
import type { AnalyticsEvent } from '../../shared/analytics/events';
import { INSIGHTS_TABLES } from '../../shared/types/pages/other-pages';
import { parseInsightsFilters } from './insights-filters';

const postgresUrl = process.env.TEST_DATABASE_URL;
const { databases } = storeTestDatabases('insights-roll-up', postgresUrl);

const FIRST_DAY = Date.parse('2018-05-01T00:00:00Z');
const DAYS = 6;
const BATCH_HOURS = 4;
/** Six days of visits take a few seconds to store and read on a busy PostgreSQL. */
const SLOW_MS = 30_000;

beforeEach(async () => {
  if (postgresUrl) {
    // Each test reads only its own events and aggregates: nothing else writes in May 2018.
    const pool = new Pool({ connectionString: postgresUrl });
    await pool.query("delete from analytics_events where received_at >= '2018-04-20' and received_at < '2018-06-10'");
    await pool
      .query("delete from analytics_daily where day >= '2018-04-20' and day < '2018-06-10'")
      .catch(() => undefined);
    await pool.end();
  }
});

/** A small seeded generator, so every run stores the same visits. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Six days of visits, stored in batches four hours apart: page views in sessions that often run past
 * midnight, 'Was this helpful?' answers with and without reasons, searches with and without results
 * and clicks that sometimes come the next day, in three deployments and versions.
 */
async function seedVisits(store: Store): Promise<{ storedBefore: (time: string) => number }> {
  const next = random(13);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const places = [{ deployment: 'cloud' }, { deployment: 'dataCenter', version: '9.4' }, {}] as const;
  const stored: number[] = [];
  let pendingClick: string | undefined;
  for (let hour = 0; hour < DAYS * 24; hour += BATCH_HOURS) {
    const events: AnalyticsEvent[] = [];
    for (let visit = 0; visit < 12; visit += 1) {
      const place = pick(places);
      // Sessions last a few hours, so some cross midnight.
      const sessionId = `s-${Math.floor((hour + visit) / 9)}-${visit % 4}`;
      const entryId = pick(['board', 'sprint', 'jql', 'roadmap']);
      events.push(eventAt('page.init', { path: `/${entryId}/` }, { entryId, sessionId, ...place }));
      const roll = next();
      if (roll < 0.3) {
        const answer = next();
        events.push(
          eventAt(
            'feedback.clicked',
            answer < 0.5 ? { answer: 'yes' } : answer < 0.8 ? { answer: 'no' } : { answer: 'no', reason: 'unclear' },
            { entryId, sessionId, ...place },
          ),
        );
      } else if (roll < 0.6) {
        const queryId = `q-${hour}-${visit}`;
        const total = next() < 0.3 ? 0 : 4;
        events.push(
          eventAt(
            'search.results.shown',
            { queryId, query: pick(['Board', 'board ', 'velocity', 'ＪＱＬ']), total },
            { entryId: 'search', contentType: 'searchResults', sessionId, ...place },
          ),
        );
        if (total > 0 && next() < 0.5) pendingClick = queryId;
      }
    }
    // A click on the last search with results, in the next batch: after midnight for the last one of a day.
    if (pendingClick && next() < 0.7) {
      events.push(eventAt('search.result.clicked', { queryId: pendingClick, position: 1, url: '/board/' }));
      pendingClick = undefined;
    }
    await store.recordEvents(events, new Date(FIRST_DAY + hour * 3_600_000 + 60_000));
    stored.push(events.length);
  }
  return {
    storedBefore: (time) =>
      stored
        .slice(0, Math.ceil((Date.parse(time) - FIRST_DAY) / (BATCH_HOURS * 3_600_000)))
        .reduce((sum, n) => sum + n, 0),
  };
}

const parsed = (query: Record<string, string>) => {
  const result = parseInsightsFilters({ period: 'custom', from: '2018-05-01', to: '2018-05-06', ...query }, new Date());
  if (!result.ok) throw new Error('the test period did not parse');
  return result;
};

/** Every table of the page, as the page and its CSV downloads show them. */
async function everything(store: Store, query: Record<string, string> = {}) {
  const filters = parsed(query);
  const [report, facets] = await Promise.all([
    store.insights(filters.filters),
    store.insightsFacets({ from: filters.filters.from, to: filters.filters.to }),
  ]);
  const data = insightsPageData(
    report,
    facets,
    filters,
    (entryId) => ({ entryId, title: entryId, url: `/${entryId}/`, editUrl: `https://app.contentful.test/${entryId}` }),
    'en-US',
  );
  const csv = Object.fromEntries(
    INSIGHTS_TABLES.map((table) => [table, insightsCsv(table, data, 'https://help.test')]),
  );
  return { report, facets, csv };
}

describe.each(databases)('insights over rolled-up days on $name', ({ config }) => {
  let store: Store;

  beforeEach(async () => {
    store = await createStore(config());
  });

  afterEach(async () => {
    await store.close();
  });

  it(
    'gives the same tables and CSVs after the older days are rolled up and their raw events purged',
    async () => {
      // Arrange
      const { storedBefore } = await seedVisits(store);
      const before = await everything(store);
      const beforeFiltered = await everything(store, { deployment: 'dataCenter', version: '9.4' });

      // Act: retention on the morning of 8 May with two days kept raw, as ANALYTICS_RETENTION_DAYS=2 would.
      const result = await store.rollUpEvents(new Date('2018-05-05T00:00:00Z'), {
        keepRawFrom: new Date('2018-05-06T00:00:00Z'),
      });
      const after = await everything(store);
      const afterFiltered = await everything(store, { deployment: 'dataCenter', version: '9.4' });

      // Assert
      // On PostgreSQL the database is shared, so a run may roll up and purge other tests' events too.
      expect(result.rolled).toBeGreaterThanOrEqual(storedBefore('2018-05-06T00:00:00Z'));
      expect(result.events).toBeGreaterThanOrEqual(storedBefore('2018-05-05T00:00:00Z'));
      expect(result.days).toEqual(expect.arrayContaining(['2018-05-01', '2018-05-05']));
      expect(before.report.mostExited.length).toBeGreaterThan(0);
      expect(before.report.searchGaps.some((row) => row.noClick > 0 && row.searches > row.noClick)).toBe(true);
      expect(after).toEqual(before);
      expect(afterFiltered).toEqual(beforeFiltered);
    },
    SLOW_MS,
  );

  it(
    'counts a day rolled up part way once, from the aggregates before the cut and the raw events after it',
    async () => {
      // Arrange
      await seedVisits(store);
      const before = await everything(store);

      // Act
      await store.rollUpEvents(new Date('2018-05-03T12:30:00Z'));
      const partly = await everything(store);
      await store.rollUpEvents(new Date('2018-05-03T12:30:00Z'), { keepRawFrom: new Date('2018-05-04T00:00:00Z') });
      const whole = await everything(store);

      // Assert
      expect(partly).toEqual(before);
      expect(whole).toEqual(before);
    },
    SLOW_MS,
  );

  it(
    'counts once an event stored after its day was rolled up',
    async () => {
      // Arrange
      await seedVisits(store);
      await store.rollUpEvents(new Date('2018-05-01T00:00:00Z'), { keepRawFrom: new Date('2018-05-04T00:00:00Z') });
      const read = (report: Awaited<ReturnType<typeof everything>>) =>
        report.report.mostRead.find((row) => row.entryId === 'late')?.count;

      // Act
      await store.recordEvents(
        [eventAt('page.init', { path: '/late/' }, { entryId: 'late', sessionId: 'late' })],
        new Date('2018-05-02T08:00:00Z'),
      );
      const raw = await everything(store);
      await store.rollUpEvents(new Date('2018-05-01T00:00:00Z'), { keepRawFrom: new Date('2018-05-04T00:00:00Z') });
      const rolled = await everything(store);

      // Assert
      expect(read(raw)).toBe(1);
      expect(rolled).toEqual(raw);
    },
    SLOW_MS,
  );
});
