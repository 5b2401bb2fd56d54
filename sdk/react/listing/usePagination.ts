import { useMemo } from 'react';

export type PaginationItem =
  | { type: 'page'; page: number; current: boolean }
  | { type: 'ellipsis'; key: 'start' | 'end' };

export interface PaginationOptions {
  page: number;
  totalPages: number;
  /** Pages shown on each side of the current one (default 1). */
  siblings?: number;
  /** Pages always shown at each end (default 1). */
  boundaries?: number;
}

export interface Pagination {
  items: PaginationItem[];
  /** The page before and after the current one, or null at the ends. */
  previous: number | null;
  next: number | null;
  page: number;
  totalPages: number;
}

const range = (from: number, to: number): number[] =>
  from > to ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * The page list with ellipses: first, last, the current page and its siblings. A gap of a single
 * page shows that page instead of an ellipsis (an ellipsis hiding one number helps nobody), so the
 * list keeps the same length while the current page moves.
 */
export function paginationItems({ page, totalPages, siblings = 1, boundaries = 1 }: PaginationOptions): Pagination {
  const total = Math.max(0, Math.floor(totalPages));
  const current = Math.min(Math.max(1, Math.floor(page)), Math.max(1, total));
  const fullLength = 2 * boundaries + 2 * siblings + 3;
  let pages: Array<number | 'start' | 'end'>;
  if (total <= fullLength) {
    pages = range(1, total);
  } else {
    const start = Math.max(Math.min(current - siblings, total - boundaries - 2 * siblings - 1), boundaries + 2);
    const end = Math.min(Math.max(current + siblings, boundaries + 2 * siblings + 2), total - boundaries - 1);
    pages = [
      ...range(1, boundaries),
      start > boundaries + 2 ? 'start' : boundaries + 1,
      ...range(start, end),
      end < total - boundaries - 1 ? 'end' : total - boundaries,
      ...range(total - boundaries + 1, total),
    ];
  }
  return {
    items: pages.map((p) => (typeof p === 'number' ? { type: 'page', page: p, current: p === current } : { type: 'ellipsis', key: p })),
    previous: total > 0 && current > 1 ? current - 1 : null,
    next: current < total ? current + 1 : null,
    page: current,
    totalPages: total,
  };
}

/** Headless pagination: the items to render with ellipses, and the previous/next pages. */
export function usePagination(options: PaginationOptions): Pagination {
  const { page, totalPages, siblings, boundaries } = options;
  return useMemo(() => paginationItems({ page, totalPages, siblings, boundaries }), [page, totalPages, siblings, boundaries]);
}
