import { aggregateDay, detailOf, normaliseQuery, type RawEventRow } from './daily-aggregates';

const raw = (name: string, attributes: object, entryId = 'e1'): RawEventRow => ({
  name,
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

describe('aggregateDay', () => {
  it('sums events by key, counting zero-result searches and searches clicked that day or after it', () => {
    // Arrange
    const rows = [
      raw('page.init', { path: '/a/' }),
      raw('page.init', { path: '/a/' }),
      raw('search.results.shown', { queryId: 'q1', query: 'Boards', total: 2 }),
      raw('search.results.shown', { queryId: 'q2', query: 'boards', total: 2 }),
      raw('search.results.shown', { queryId: 'q3', query: 'nothing', total: 0 }),
      raw('search.result.clicked', { queryId: 'q1', position: 1, url: '/b/' }),
    ];

    // Act
    const daily = aggregateDay('2026-01-01', rows, new Set(['q2']));

    // Assert
    expect(
      daily.map(({ name, detail, count, zero_results, clicked }) => [name, detail, count, zero_results, clicked]),
    ).toEqual([
      ['page.init', '', 2, 0, 0],
      ['search.results.shown', 'boards', 2, 0, 2],
      ['search.results.shown', 'nothing', 1, 1, 0],
      ['search.result.clicked', '', 1, 0, 0],
    ]);
    expect(daily[0]).toMatchObject({ day: '2026-01-01', deployment: '', version: '' });
  });

  it('still counts an event whose attributes cannot be read', () => {
    const daily = aggregateDay('2026-01-01', [{ ...raw('page.init', {}), attributes: '{' }], new Set());
    expect(daily).toEqual([expect.objectContaining({ name: 'page.init', count: 1, detail: '' })]);
  });
});
