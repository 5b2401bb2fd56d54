import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProfileFilters } from '@portal/sdk';
import { filterOptions } from '../../../stories/fixtures';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { ActiveFilters } from './ActiveFilters';
import { activeFilterChips, cityTitleOf } from './activeFilterChips';

const text = (key: string) => `[${key}]`;
const name = (value: string) => `Name “${value}”`;
const lisbon = filterOptions.countries.flatMap((c) => c.cities).find((c) => c.title === 'Lisbon')!;

describe('activeFilterChips', () => {
  it('makes a chip of each value, named from the filter data, each removing only itself', () => {
    const filters: ProfileFilters = { city_id: lisbon.id, country_id: 2, statuses: ['VIP', 'NEW'], age_min: 20, name: 'Ann', sort: 'newest' };
    const chips = activeFilterChips(filters, filterOptions, text, name);
    expect(chips.map((c) => c.label)).toEqual(['Name “Ann”', 'Lisbon', '[status.VIP]', '[status.NEW]', '[ages]: ≥ 20']);
    expect(chips[1]!.without).toEqual({ country_id: 2, statuses: ['VIP', 'NEW'], age_min: 20, name: 'Ann', sort: 'newest' });
    expect(chips[2]!.without.statuses).toEqual(['NEW']);
    // The order is no filter: no chip, and every chip keeps it.
    expect(chips.every((c) => c.without.sort === 'newest')).toBe(true);
  });

  it('names checked options by their titles and drops an emptied list', () => {
    const option = filterOptions.hair_color[0]!;
    const [chip] = activeFilterChips({ hair_color: [option.id] }, filterOptions, text, name);
    expect(chip!.label).toBe(option.title);
    expect(chip!.without).toEqual({});
  });

  it('finds a city’s name in any country, or none', () => {
    expect(cityTitleOf(filterOptions, lisbon.id)).toBe('Lisbon');
    expect(cityTitleOf(filterOptions, 999_999)).toBeUndefined();
    expect(cityTitleOf(undefined, lisbon.id)).toBeUndefined();
  });
});

describe('ActiveFilters', () => {
  it('renders each chip as a "Remove <filter>" button, and Clear all', async () => {
    const onRemove = vi.fn();
    const onClearAll = vi.fn();
    const chips = activeFilterChips({ city_id: lisbon.id, statuses: ['VIP'] }, filterOptions, (key) => (key === 'status.VIP' ? 'VIP' : key), name);
    renderWithI18n(<ActiveFilters chips={chips} onRemove={onRemove} onClearAll={onClearAll} />);
    expect(screen.getByRole('list', { name: 'Active filters' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lisbon' }));
    expect(onRemove).toHaveBeenCalledWith(chips[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledOnce();
  });

  it('renders nothing without active filters', () => {
    const { container } = renderWithI18n(<ActiveFilters chips={[]} onRemove={() => {}} onClearAll={() => {}} />);
    expect(container.innerHTML).toBe('');
  });
});
