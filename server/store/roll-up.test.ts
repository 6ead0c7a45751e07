import { randomUUID } from 'node:crypto';
import type { AnalyticsEvent, EventContext } from '../../shared/analytics/events';
import { createStore, StoreUnavailableError, type DailyAggregate, type Store } from './store';
import { storeTestDatabases } from '../../test/support/store-databases';

const { databases } = storeTestDatabases('roll-up', process.env.TEST_DATABASE_URL);

function contextOf(entryId: string, extra: Partial<EventContext> = {}): EventContext {
  return {
    product: 'sac',
    anonymousId: 'anon',
    sessionId: 'session',
    contentType: 'topic',
    contentAri: `ari:cloud:help::topic/${entryId}`,
    entryId,
    locale: 'en-US',
    loggedIn: false,
    ...extra,
  };
}

const at = Date.parse('2001-01-01T00:00:00Z');

/** Events of one visit to an entry: a view, a 'No' with a reason, a 'Yes', and two searches. */
function visit(entryId: string, queryId: string): AnalyticsEvent[] {
  const context = contextOf(entryId, { deployment: 'cloud' });
  return [
    { name: 'page.init', at, attributes: { path: '/a/' }, context },
    { name: 'feedback.clicked', at, attributes: { answer: 'no', reason: 'unclear' }, context },
    { name: 'feedback.clicked', at, attributes: { answer: 'yes' }, context },
    {
      name: 'search.results.shown',
      at,
      attributes: { queryId: `${queryId}-empty`, query: 'Nothing  Here', total: 0 },
      context,
    },
    { name: 'search.results.shown', at, attributes: { queryId, query: ' Boards ', total: 4 }, context },
  ];
}

const click = (entryId: string, queryId: string): AnalyticsEvent => ({
  name: 'search.result.clicked',
  at,
  attributes: { queryId, position: 1, url: '/b/' },
  context: contextOf(entryId),
});

const ofEntry = (rows: DailyAggregate[], entryId: string) =>
  rows
    .filter((row) => row.entryId === entryId)
    .map(({ day, name, detail, count, zeroResults, clicked }) => ({
      day,
      name,
      detail,
      count,
      zeroResults,
      clicked,
    }));

const period = { from: '2001-01-01', to: '2001-12-31' };

describe.each(databases)('the analytics roll-up on $name', ({ config }) => {
  let store: Store;

  beforeEach(async () => {
    store = await createStore(config());
  });

  afterEach(async () => {
    await store.close();
  });

  it('rolls events received before the cutoff into daily rows and deletes them, keeping newer ones raw', async () => {
    // Arrange
    const entryId = randomUUID();
    await store.recordEvents(visit(entryId, 'q1'), new Date('2001-01-01T23:59:00Z'));
    // The click on the first day's search arrives after midnight.
    await store.recordEvents([click(entryId, 'q1')], new Date('2001-01-02T00:00:30Z'));
    await store.recordEvents(visit(entryId, 'q2'), new Date('2001-01-02T10:00:00Z'));
    await store.recordEvents(visit(entryId, 'q3'), new Date('2001-01-03T10:00:00Z'));

    // Act
    const result = await store.rollUpEvents(new Date('2001-01-03T00:00:00Z'));
    const rows = ofEntry(await store.dailyEvents({ from: '2001-01-01', to: '2001-01-02' }), entryId);
    const trust = await store.entryTrust();

    // Assert
    expect(result.days).toEqual(expect.arrayContaining(['2001-01-01', '2001-01-02']));
    // PostgreSQL's database is shared by every run: its roll-up mark may be past 2001 already, so
    // these events count as late ones and are all rolled up (and the third day's kept raw).
    if (store.dialect === 'sqlite') expect(result.days).not.toContain('2001-01-03');
    expect(rows).toEqual([
      { day: '2001-01-01', name: 'feedback.clicked', detail: 'no/unclear', count: 1, zeroResults: 0, clicked: 0 },
      { day: '2001-01-01', name: 'feedback.clicked', detail: 'yes', count: 1, zeroResults: 0, clicked: 0 },
      { day: '2001-01-01', name: 'page.init', detail: '', count: 1, zeroResults: 0, clicked: 0 },
      { day: '2001-01-01', name: 'search.results.shown', detail: 'boards', count: 1, zeroResults: 0, clicked: 1 },
      { day: '2001-01-01', name: 'search.results.shown', detail: 'nothing here', count: 1, zeroResults: 1, clicked: 0 },
      { day: '2001-01-02', name: 'feedback.clicked', detail: 'no/unclear', count: 1, zeroResults: 0, clicked: 0 },
      { day: '2001-01-02', name: 'feedback.clicked', detail: 'yes', count: 1, zeroResults: 0, clicked: 0 },
      { day: '2001-01-02', name: 'page.init', detail: '', count: 1, zeroResults: 0, clicked: 0 },
      { day: '2001-01-02', name: 'search.result.clicked', detail: '', count: 1, zeroResults: 0, clicked: 0 },
      { day: '2001-01-02', name: 'search.results.shown', detail: 'boards', count: 1, zeroResults: 0, clicked: 0 },
      { day: '2001-01-02', name: 'search.results.shown', detail: 'nothing here', count: 1, zeroResults: 1, clicked: 0 },
    ]);
    // Two views rolled up and one still raw.
    expect(trust.get(entryId)?.numViews).toBe(3);
  });

  it('changes nothing when it runs a second time', async () => {
    // Arrange
    const entryId = randomUUID();
    await store.recordEvents([...visit(entryId, 'q1'), click(entryId, 'q1')], new Date('2001-02-01T12:00:00Z'));
    await store.rollUpEvents(new Date('2001-02-02T00:00:00Z'));
    const once = ofEntry(await store.dailyEvents(period), entryId);

    // Act
    const again = await store.rollUpEvents(new Date('2001-02-02T00:00:00Z'));

    // Assert
    expect(again.days).not.toContain('2001-02-01');
    expect(ofEntry(await store.dailyEvents(period), entryId)).toEqual(once);
    expect(once.find((row) => row.name === 'page.init')?.count).toBe(1);
  });

  it('loses nothing and counts nothing twice when a day fails part way and the roll-up runs again', async () => {
    // Arrange
    const entryId = randomUUID();
    await store.recordEvents(visit(entryId, 'q1'), new Date('2001-03-01T12:00:00Z'));
    await store.recordEvents(visit(entryId, 'q2'), new Date('2001-03-02T12:00:00Z'));
    const before = new Date('2001-03-03T00:00:00Z');

    // Act
    const failing = store.rollUpEvents(before, {
      onDay: (day) => {
        if (day === '2001-03-02') throw new Error('the process died here');
      },
    });
    await expect(failing).rejects.toThrow('the process died here');
    const afterFailure = ofEntry(await store.dailyEvents(period), entryId);
    const trustAfterFailure = (await store.entryTrust()).get(entryId);
    await store.rollUpEvents(before);
    const rows = ofEntry(await store.dailyEvents(period), entryId);

    // Assert
    expect(afterFailure.every((row) => row.day === '2001-03-01')).toBe(true);
    expect(trustAfterFailure?.numViews).toBe(2);
    expect(rows.filter((row) => row.name === 'page.init')).toEqual([
      { day: '2001-03-01', name: 'page.init', detail: '', count: 1, zeroResults: 0, clicked: 0 },
      { day: '2001-03-02', name: 'page.init', detail: '', count: 1, zeroResults: 0, clicked: 0 },
    ]);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(10);
    expect((await store.entryTrust()).get(entryId)?.numViews).toBe(2);
  });

  it('adds the counts of late events to a day already rolled up', async () => {
    // Arrange
    const entryId = randomUUID();
    const view = visit(entryId, 'q1')[0]!;
    await store.recordEvents([view], new Date('2001-04-01T08:00:00Z'));
    await store.rollUpEvents(new Date('2001-04-02T00:00:00Z'));
    await store.recordEvents([view, view], new Date('2001-04-01T09:00:00Z'));

    // Act
    await store.rollUpEvents(new Date('2001-04-02T00:00:00Z'));

    // Assert
    expect(ofEntry(await store.dailyEvents(period), entryId)).toEqual([
      { day: '2001-04-01', name: 'page.init', detail: '', count: 3, zeroResults: 0, clicked: 0 },
    ]);
  });

  it('reads the aggregates of a period and of some events only', async () => {
    // Arrange
    const entryId = randomUUID();
    await store.recordEvents(visit(entryId, 'q1'), new Date('2001-05-01T08:00:00Z'));
    await store.recordEvents(visit(entryId, 'q2'), new Date('2001-05-03T08:00:00Z'));
    await store.rollUpEvents(new Date('2001-05-04T00:00:00Z'));

    // Act
    const views = ofEntry(
      await store.dailyEvents({ from: '2001-05-02', to: '2001-05-03', names: ['page.init'] }),
      entryId,
    );
    const none = await store.dailyEvents({ ...period, names: [] });

    // Assert
    expect(views).toEqual([{ day: '2001-05-03', name: 'page.init', detail: '', count: 1, zeroResults: 0, clicked: 0 }]);
    expect(none).toEqual([]);
  });

  it('keeps the deployment and version of the events in their daily rows', async () => {
    // Arrange
    const entryId = randomUUID();
    const context = contextOf(entryId, { deployment: 'data_center', version: '9.4' });
    await store.recordEvents(
      [{ name: 'page.init', at, attributes: { path: '/dc/' }, context }],
      new Date('2001-06-01T08:00:00Z'),
    );

    // Act
    await store.rollUpEvents(new Date('2001-06-02T00:00:00Z'));
    const row = (await store.dailyEvents({ from: '2001-06-01', to: '2001-06-01' })).find((r) => r.entryId === entryId);

    // Assert
    expect(row).toMatchObject({ deployment: 'data_center', version: '9.4', locale: 'en-US', contentType: 'topic' });
  });

  it('refuses analytics writes that would land inside a roll-up transaction, and keeps them out of its rollback', async () => {
    // Arrange
    const entryId = randomUUID();
    await store.recordEvents(visit(entryId, 'q1'), new Date('2001-07-01T08:00:00Z'));
    let during: unknown;

    // Act
    const failing = store.rollUpEvents(new Date('2001-07-02T00:00:00Z'), {
      onDay: async () => {
        during = await store.recordEvents(visit(entryId, 'q2'), new Date()).catch((error: unknown) => error);
        throw new Error('the process died here');
      },
    });
    await expect(failing).rejects.toThrow('the process died here');
    await store.rollUpEvents(new Date('2001-07-02T00:00:00Z'));

    // Assert
    if (store.dialect === 'sqlite') expect(during).toBeInstanceOf(StoreUnavailableError);
    else expect(during).toBeUndefined();
    const views = (await store.entryTrust()).get(entryId)?.numViews;
    expect(views).toBe(store.dialect === 'sqlite' ? 1 : 2);
  });
});
