import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@portal/sdk/i18n';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { ReviewFilters } from './ReviewFilters';
import type { ReviewFilterValue } from './ReviewFilters';

const choices = {
  categories: [{ slug: 'escort' as const, title: 'Escort' }, { slug: 'agencies' as const, title: 'Agencies' }],
  cities: [{ id: 12, title: 'Berlin' }, { id: 13, title: 'Munich' }],
  ratings: [1, 2, 3, 4, 5],
};

function renderFilters(value: ReviewFilterValue = {}, onChange = vi.fn()) {
  renderWithI18n(<ReviewFilters value={value} {...choices} onChange={onChange} action="/reviews" />);
  return onChange;
}

describe('ReviewFilters', () => {
  it('is a labelled search form whose selects offer "Any" and each choice, best ratings first', () => {
    renderFilters();
    const form = screen.getByRole('search', { name: 'Filters' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/reviews');
    const rating = screen.getByRole('combobox', { name: 'Rating' });
    expect([...(rating as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Any', '5 stars', '4 stars', '3 stars', '2 stars', '1 star']);
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveProperty('name', 'category');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveProperty('name', 'city_id');
    expect(screen.queryByRole('link', { name: 'Reset filters' })).toBeNull();
  });

  it('applies a choice at once, keeping the other filters; "Any" removes it', async () => {
    const onChange = renderFilters({ category: 'escort', rating: 5 });
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Munich');
    expect(onChange).toHaveBeenLastCalledWith({ category: 'escort', rating: 5, city_id: 13 });
    // The choice stays shown while the page loads it (its URL, the value, has not changed yet).
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveProperty('value', '13');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), 'Any');
    expect(onChange).toHaveBeenLastCalledWith({ category: 'escort', rating: undefined, city_id: 13 });
    expect(screen.getByRole('link', { name: 'Reset filters' }).getAttribute('href')).toBe('/reviews');
  });

  it('shows what a new value says (the URL changed: back, or a reset)', () => {
    const { rerender } = renderWithI18n(<ReviewFilters value={{ rating: 5 }} {...choices} onChange={vi.fn()} action="/reviews" />);
    expect(screen.getByRole('combobox', { name: 'Rating' })).toHaveProperty('value', '5');
    rerender(<ReviewFilters value={{}} {...choices} onChange={vi.fn()} action="/reviews" />);
    expect(screen.getByRole('combobox', { name: 'Rating' })).toHaveProperty('value', '');
  });

  it('reads in the visitor’s language', async () => {
    const ru = await createI18n('ru');
    render(<I18nextProvider i18n={ru}><ReviewFilters value={{}} {...choices} onChange={vi.fn()} action="/ru/reviews" /></I18nextProvider>);
    expect(screen.getByRole('combobox', { name: 'Категория' })).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Оценка' })).toBeDefined();
    expect(screen.getByRole('option', { name: '5 звёзд' })).toBeDefined();
  });
});
