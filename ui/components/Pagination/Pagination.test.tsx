import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { Pagination } from './Pagination';

const hrefFor = (page: number) => (page === 1 ? '/escort' : `/escort?page=${page}`);

describe('Pagination', () => {
  it('is a labelled nav of links with the current page marked', () => {
    renderWithI18n(<Pagination page={5} totalPages={12} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const current = within(nav).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('5');
    expect(current.getAttribute('href')).toBe('/escort?page=5');
    expect(within(nav).getByRole('link', { name: 'Go to page 1' }).getAttribute('href')).toBe('/escort');
    expect(within(nav).getByRole('link', { name: 'Go to page 12' }).getAttribute('href')).toBe('/escort?page=12');
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/escort?page=4');
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/escort?page=6');
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['‹Previous', '1', '4', '5', '6', '12', 'Next›']);
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = renderWithI18n(<Pagination page={1} totalPages={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    rerender(<Pagination page={3} totalPages={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toBeDefined();
  });

  it('renders nothing for a single page', () => {
    renderWithI18n(<Pagination page={1} totalPages={1} hrefFor={hrefFor} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('reports clicks so the host can navigate on the client', async () => {
    const onNavigate = vi.fn((_page: number, event: { preventDefault(): void }) => event.preventDefault());
    renderWithI18n(<Pagination page={2} totalPages={3} hrefFor={hrefFor} onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Go to page 3' }));
    expect(onNavigate.mock.calls[0]?.[0]).toBe(3);
  });
});
