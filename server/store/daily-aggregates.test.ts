import { aggregateEvents, detailOf, normaliseQuery, type RawEventRow } from './daily-aggregates';

let nextId = 0;
const raw = (
  name: string,
  attributes: object,
  { entryId = 'e1', sessionId = 's1', at = '2026-01-01T10:00:00.000Z' } = {},
): RawEventRow => ({
  id: (nextId += 1),
  received_at: at,
  name,
  session_id: sessionId,
  entry_id: entryId,
  content_type: 'topic',
  locale: 'en-US',
  deployment: null,
  version: null,
  attributes: JSON.stringify(attributes),
});

describe('normaliseQuery', () => {
  it('ignores case, full-width forms and spacing, and cuts long queries', () => {
    expect(normaliseQuery('  Ｂoard   Columns\t')).toBe('board columns');
    expect(normaliseQuery('x'.repeat(300))).toHaveLength(200);
  });
});

describe('detailOf', () => {
  it('breaks feedback down by answer and reason and searches by their query', () => {
    expect(detailOf('feedback.clicked', { answer: 'no', reason: 'inaccurate' })).toBe('no/inaccurate');
    expect(detailOf('feedback.clicked', { answer: 'no' })).toBe('no');
    expect(detailOf('search.results.shown', { query: 'JQL', total: 3, queryId: 'q' })).toBe('jql');
    expect(detailOf('scroll.depth', { percent: 75 })).toBe('75');
    expect(detailOf('page.init', { path: '/a/' })).toBe('');
  });
});

describe('aggregateEvents', () => {
  it('sums events by day and key, counting zero-result searches and searches clicked that day or the next', () => {
    // Arrange
    const rows = [
      raw('page.init', { path: '/a/' }, { sessionId: 's1' }),
      raw('page.init', { path: '/a/' }, { sessionId: 's2' }),
      raw('search.results.shown', { queryId: 'q1', query: 'Boards', total: 2 }),
      raw('search.results.shown', { queryId: 'q2', query: 'boards', total: 2 }),
      raw('search.results.shown', { queryId: 'q3', query: 'nothing', total: 0 }),
      raw('search.results.shown', { queryId: 'q4', query: 'boards', total: 2 }),
      raw('search.result.clicked', { queryId: 'q1', position: 1, url: '/b/' }),
      raw('page.init', { path: '/a/' }, { at: '2026-01-02T09:00:00.000Z' }),
    ];
    const context = [
      raw('search.result.clicked', { queryId: 'q2', position: 1, url: '/b/' }, { at: '2026-01-02T00:10:00.000Z' }),
      // Two days later: too late to count as a click of q4.
      raw('search.result.clicked', { queryId: 'q4', position: 1, url: '/b/' }, { at: '2026-01-03T00:10:00.000Z' }),
      // A stray click of a search that found nothing is not a click of its results.
      raw('search.result.clicked', { queryId: 'q3', position: 1, url: '/b/' }, { at: '2026-01-01T11:00:00.000Z' }),
    ];

    // Act
    const daily = aggregateEvents(rows, context);

    // Assert
    expect(
      daily.map(({ day, name, detail, count, zero_results, clicked, exits }) => [
        day,
        name,
        detail,
        count,
        zero_results,
        clicked,
        exits,
      ]),
    ).toEqual([
      ['2026-01-01', 'page.init', '', 2, 0, 0, 1],
      ['2026-01-01', 'search.results.shown', 'boards', 3, 0, 2, 0],
      ['2026-01-01', 'search.results.shown', 'nothing', 1, 1, 0, 0],
      ['2026-01-01', 'search.result.clicked', '', 1, 0, 0, 0],
      ['2026-01-02', 'page.init', '', 1, 0, 0, 1],
    ]);
    expect(daily[0]).toMatchObject({ deployment: '', version: '' });
  });

  it('counts a page view as an exit only when its session has no later view that day or the next', () => {
    // Arrange
    const first = raw('page.init', { path: '/a/' }, { entryId: 'a', sessionId: 's', at: '2026-02-01T10:00:00.000Z' });
    const second = raw('page.init', { path: '/b/' }, { entryId: 'b', sessionId: 's', at: '2026-02-01T23:00:00.000Z' });
    const nextDay = raw('page.init', { path: '/c/' }, { entryId: 'c', sessionId: 's', at: '2026-02-02T00:30:00.000Z' });
    const other = raw('page.init', { path: '/d/' }, { entryId: 'd', sessionId: 't', at: '2026-02-01T23:30:00.000Z' });

    // Act
    const alone = aggregateEvents([first, second, other], []);
    const withNextDay = aggregateEvents([first, second, other], [nextDay]);

    // Assert
    const exits = (rows: ReturnType<typeof aggregateEvents>) =>
      Object.fromEntries(rows.map((row) => [row.entry_id, row.exits]));
    expect(exits(alone)).toEqual({ a: 0, b: 1, d: 1 });
    expect(exits(withNextDay)).toEqual({ a: 0, b: 0, d: 1 });
  });

  it('gives the same sums when the events are aggregated in one piece or in two', () => {
    // Arrange
    const rows = [
      raw('page.init', { path: '/a/' }, { sessionId: 's1', at: '2026-03-01T08:00:00.000Z' }),
      raw('search.results.shown', { queryId: 'q1', query: 'jql', total: 3 }, { at: '2026-03-01T09:00:00.000Z' }),
      raw('page.init', { path: '/b/' }, { sessionId: 's1', at: '2026-03-01T15:00:00.000Z' }),
      raw('search.result.clicked', { queryId: 'q1', position: 1, url: '/b/' }, { at: '2026-03-01T16:00:00.000Z' }),
    ];
    const [morning, afternoon] = [rows.slice(0, 2), rows.slice(2)];

    // Act
    const whole = aggregateEvents(rows, rows);
    const parts = [...aggregateEvents(morning, rows), ...aggregateEvents(afternoon, rows)];

    // Assert
    const total = (list: ReturnType<typeof aggregateEvents>) =>
      list.reduce(
        (sum, row) => ({
          count: sum.count + row.count,
          clicked: sum.clicked + row.clicked,
          exits: sum.exits + row.exits,
        }),
        { count: 0, clicked: 0, exits: 0 },
      );
    expect(total(parts)).toEqual(total(whole));
    expect(total(whole)).toEqual({ count: 4, clicked: 1, exits: 1 });
  });

  it('still counts an event whose attributes cannot be read', () => {
    const daily = aggregateEvents([{ ...raw('search.results.shown', {}), attributes: '{' }], []);
    expect(daily).toEqual([expect.objectContaining({ name: 'search.results.shown', count: 1, detail: '' })]);
  });
});
