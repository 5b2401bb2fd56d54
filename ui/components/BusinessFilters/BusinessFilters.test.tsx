import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { BusinessFilters } from './BusinessFilters';
import type { BusinessFilterValue } from './BusinessFilters';

const countries = [
  { id: 2, title: 'Czechia', cities: [{ id: 6, title: 'Prague' }, { id: 7, title: 'Brno' }] },
  { id: 3, title: 'Germany', cities: [{ id: 12, title: 'Berlin' }] },
];

function renderFilters(value: BusinessFilterValue = {}, onChange = vi.fn()) {
  renderWithI18n(<BusinessFilters value={value} countries={countries} onChange={onChange} action="/cz/agencies" />);
  return onChange;
}

const optionTexts = (name: string) => [...(screen.getByRole('combobox', { name }) as HTMLSelectElement).options].map((o) => o.text);

describe('BusinessFilters', () => {
  it('is a labelled GET search form to the listing, every city offered before a country is chosen', () => {
    renderFilters();
    const form = screen.getByRole('search', { name: 'Filters' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/cz/agencies');
    expect(optionTexts('Country')).toEqual(['Any', 'Czechia', 'Germany']);
    expect(optionTexts('City')).toEqual(['Any', 'Prague', 'Brno', 'Berlin']);
    expect(screen.getByRole('group', { name: 'Germany' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Reset filters' })).toBeNull();
  });

  it("applies a city at once with its country, and a country's cities only once it is chosen", async () => {
    const onChange = renderFilters();
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Prague');
    expect(onChange).toHaveBeenLastCalledWith({ country_id: 2, city_id: 6 });
    expect(optionTexts('City')).toEqual(['Any', 'Prague', 'Brno']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'Germany');
    // A city of another country goes.
    expect(onChange).toHaveBeenLastCalledWith({ country_id: 3, city_id: undefined });
    expect(screen.getByRole('link', { name: 'Reset filters' }).getAttribute('href')).toBe('/cz/agencies');
  });
});

describe('BusinessFilters from a link with a city only', () => {
  it("shows the city's country, and that country's cities", () => {
    renderFilters({ city_id: 6 });
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveProperty('value', '2');
    expect(optionTexts('City')).toEqual(['Any', 'Prague', 'Brno']);
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveProperty('value', '6');
  });
});
