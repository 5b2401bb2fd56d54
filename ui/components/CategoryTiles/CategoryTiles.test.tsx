import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../tests/dom/i18n';
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
});
