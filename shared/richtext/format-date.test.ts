import { formatUpdatedOn } from './format-date';

describe('formatUpdatedOn', () => {
  it('formats the date in UTC as "Updated on Month day, year"', () => {
    expect(formatUpdatedOn('2025-03-04T10:00:00Z', 'en-US')).toBe('Updated on March 4, 2025');
  });

  it('uses the UTC day even when the local day would differ', () => {
    expect(formatUpdatedOn('2025-03-04T23:59:59-05:00', 'en-US')).toBe('Updated on March 5, 2025');
    expect(formatUpdatedOn('2025-03-04T00:30:00+09:00', 'en-US')).toBe('Updated on March 3, 2025');
  });

  it('formats Japanese dates for the ja-JP locale', () => {
    expect(formatUpdatedOn('2025-03-04T10:00:00Z', 'ja-JP')).toBe('更新日: 2025年3月4日');
  });

  it('throws a RangeError for a string that is not a date', () => {
    expect(() => formatUpdatedOn('yesterday', 'en-US')).toThrow(RangeError);
  });
});
