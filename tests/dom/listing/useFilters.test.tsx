import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryAdapter, useFilters } from '../../../sdk/react/listing';

function setup(initial = '', base?: Parameters<typeof useFilters>[0]['base']) {
  const adapter = createMemoryAdapter(initial);
  const hook = renderHook(() => useFilters({ adapter, base }));
  const url = () => adapter.read().toString();
  return { adapter, hook, url, result: () => hook.result.current };
}

describe('useFilters', () => {
  it('reads typed filters and the page from the URL', () => {
    const { result } = setup('age_min=25&city_id=12&statuses=VIP&statuses=TOP&hair_color=3&page=4');
    expect(result().filters).toEqual({ age_min: 25, city_id: 12, statuses: ['VIP', 'TOP'], hair_color: [3] });
    expect(result().page).toBe(4);
  });

  it('drops only the bad keys of a hand-edited URL (an age under 18 never passes)', () => {
    const { result } = setup('age_min=12&height_min=abc&city_id=12&page=-3');
    expect(result().filters).toEqual({ city_id: 12 });
    expect(result().page).toBe(1);
  });

  it('drops a maximum below the minimum', () => {
    const { result } = setup('age_min=40&age_max=30');
    expect(result().filters).toEqual({ age_min: 40 });
  });

  it('writes a filter change to the URL and goes back to page 1', () => {
    const { result, url, adapter } = setup('age_min=25&page=3');
    act(() => result().setFilter('city_id', 12));
    expect(url()).toBe('age_min=25&city_id=12');
    expect(result().page).toBe(1);
    expect(result().filters).toEqual({ age_min: 25, city_id: 12 });
    expect(adapter.history).toHaveLength(2);
  });

  it('sets the whole filter object at once (FilterPanel onChange), page back to 1', () => {
    const { result, url } = setup('page=7');
    act(() => result().setFilters({ statuses: ['VIP'], gender: [1, 2] }));
    expect(url()).toBe('gender=1&gender=2&statuses=VIP');
    expect(result().page).toBe(1);
  });

  it('changes the page without touching the filters', () => {
    const { result, url } = setup('age_min=25');
    act(() => result().setPage(2));
    expect(url()).toBe('age_min=25&page=2');
    act(() => result().setPage(1));
    expect(url()).toBe('age_min=25');
  });

  it('resets every filter but keeps query keys it does not own', () => {
    const { result, url } = setup('utm_source=mail&age_min=25&page=2');
    act(() => result().reset());
    expect(url()).toBe('utm_source=mail');
  });

  it('builds the query string of a page for links', () => {
    const { result } = setup('age_min=25&page=2');
    expect(result().searchFor(3)).toBe('?age_min=25&page=3');
    expect(result().searchFor(1)).toBe('?age_min=25');
    const empty = setup('');
    expect(empty.result().searchFor(1)).toBe('');
  });

  it('applies page-fixed filters without writing them to the URL', () => {
    const { result, url } = setup('age_min=25', { category: 'trances' });
    expect(result().filters).toEqual({ age_min: 25, category: 'trances' });
    act(() => result().setFilters({ ...result().filters, city_id: 3 }));
    expect(url()).toBe('age_min=25&city_id=3');
  });

  it('follows URL changes made elsewhere (back/forward) through subscribe', () => {
    const { adapter, result } = setup('age_min=25');
    act(() => adapter.write(new URLSearchParams('age_min=30'), { replace: false }));
    expect(result().filters).toEqual({ age_min: 30 });
  });
});
