import { pageCount, pageWindow, showsPagination } from './pagination';

describe('pagination', () => {
  it('shows only when the total exceeds the page size', () => {
    expect(showsPagination(10, 10)).toBe(false);
    expect(showsPagination(11, 10)).toBe(true);
  });

  it('shows every page when there are at most 10', () => {
    expect(pageWindow(0, 4)).toEqual([0, 1, 2, 3]);
  });

  it('shows at most 10 buttons around the current page', () => {
    expect(pageWindow(0, 30)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(15, 30)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(pageWindow(29, 30)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
  });

  it('counts pages no further than the search API can page', () => {
    expect(pageCount(25, 10)).toBe(3);
    expect(pageCount(100000, 10)).toBe(101);
  });
});
