import { NEWS_PAGINATION_BUTTONS } from '@site/contracts/limits';

/** Number of pages for `count` posts at `pageSize` per page (at least 1, so page 1 always exists). */
export const pageCount = (count: number, pageSize: number): number => Math.max(1, Math.ceil(count / pageSize));

/** Reads `?page=` and clamps it to 1..pages; anything unreadable is page 1. */
export function readPage(raw: string | null, pages: number): number {
  const n = Number.parseInt(raw ?? '', 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, pages);
}

/**
 * The page buttons to show (spec section 9: pages 1 to 3, then a next arrow). Up to page 3 the
 * buttons are 1..3; beyond it the window slides so the current page sits in the middle (or at the
 * end on the last page), always NEWS_PAGINATION_BUTTONS wide when there are that many pages.
 */
export function pageWindow(current: number, pages: number, size = NEWS_PAGINATION_BUTTONS): number[] {
  const width = Math.min(size, pages);
  let start = current <= size ? 1 : current - Math.floor(size / 2);
  start = Math.max(1, Math.min(start, pages - width + 1));
  return Array.from({ length: width }, (_, i) => start + i);
}
