import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { CategoryChips } from './CategoryChips';
import { CategoryTiles } from './CategoryTiles';

describe('CategoryTiles', () => {
  it('links the eight entry points', () => {
    renderWithI18n(<CategoryTiles hrefFor={(c) => `/de/${c}`} />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/de/escort', '/de/agencies', '/de/massage_salons', '/de/strip_club', '/de/studio_sex', '/de/web_cam', '/de/trances', '/de/onlyfans',
    ]);
    expect(screen.getByRole('link', { name: 'Massage salons' })).toBeDefined();
  });

  it('gives each tile an icon (no photo) unless a picture is passed', () => {
    const { container } = renderWithI18n(<CategoryTiles hrefFor={(c) => `/${c}`} images={{ escort: '/e.svg' }} />);
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(7);
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('lists the categories as a row of link chips in a named navigation', () => {
    renderWithI18n(<CategoryChips label="Categories" hrefFor={(c) => `/${c}`} />);
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(nav.querySelectorAll('a')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Strip clubs' }).getAttribute('href')).toBe('/strip_club');
  });
});
