import { describe, expect, it } from 'vitest';
import { paginationItems } from '../../../sdk/react/listing';

const shape = (page: number, totalPages: number) =>
  paginationItems({ page, totalPages }).items.map((i) => (i.type === 'ellipsis' ? '…' : i.current ? `[${i.page}]` : String(i.page))).join(' ');

describe('paginationItems', () => {
  it('lists every page when they fit', () => {
    expect(shape(1, 1)).toBe('[1]');
    expect(shape(3, 7)).toBe('1 2 [3] 4 5 6 7');
  });

  it('puts ellipses around the current page, never hiding a single page', () => {
    expect(shape(1, 20)).toBe('[1] 2 3 4 5 … 20');
    expect(shape(4, 20)).toBe('1 2 3 [4] 5 … 20');
    expect(shape(5, 20)).toBe('1 … 4 [5] 6 … 20');
    expect(shape(17, 20)).toBe('1 … 16 [17] 18 19 20');
    expect(shape(20, 20)).toBe('1 … 16 17 18 19 [20]');
  });

  it('keeps the same number of items while the page moves', () => {
    const lengths = new Set(Array.from({ length: 20 }, (_, i) => paginationItems({ page: i + 1, totalPages: 20 }).items.length));
    expect([...lengths]).toEqual([7]);
  });

  it('gives previous and next, null at the ends, and clamps the page', () => {
    expect(paginationItems({ page: 1, totalPages: 3 })).toMatchObject({ previous: null, next: 2 });
    expect(paginationItems({ page: 3, totalPages: 3 })).toMatchObject({ previous: 2, next: null });
    expect(paginationItems({ page: 9, totalPages: 3 })).toMatchObject({ page: 3, next: null });
    expect(paginationItems({ page: 1, totalPages: 0 })).toMatchObject({ items: [], previous: null, next: null });
  });
});
