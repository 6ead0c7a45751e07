/** Which page buttons the results page shows (SPEC.md sections 5 and 9). */
import { PAGINATION_MAX_BUTTONS, SEARCH_PAGE_SIZE } from '../../constants';

/** The search API pages no further than this offset. */
export const SEARCH_MAX_FROM = 1000;

export function pageCount(total: number, pageSize = SEARCH_PAGE_SIZE): number {
  const pages = Math.ceil(Math.max(0, total) / pageSize);
  return Math.min(pages, Math.floor(SEARCH_MAX_FROM / pageSize) + 1);
}

/** Pagination shows only when there is more than one page of results. */
export function showsPagination(total: number, pageSize = SEARCH_PAGE_SIZE): boolean {
  return total > pageSize;
}

/** Page indexes (from 0) of the buttons: at most `max`, a window around the current page. */
export function pageWindow(current: number, pages: number, max = PAGINATION_MAX_BUTTONS): number[] {
  if (pages <= 0) return [];
  const size = Math.min(max, pages);
  const start = Math.min(Math.max(0, current - Math.floor(size / 2)), pages - size);
  return Array.from({ length: size }, (_, offset) => start + offset);
}
