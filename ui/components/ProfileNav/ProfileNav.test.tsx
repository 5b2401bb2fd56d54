import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { ProfileNav } from './ProfileNav';

describe('ProfileNav', () => {
  it('links the previous and next profile in a labelled nav', () => {
    renderWithI18n(<ProfileNav previousHref="/escort/a-1" nextHref="/escort/b-2" />);
    expect(screen.getByRole('navigation', { name: 'More profiles' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Previous profile' }).getAttribute('href')).toBe('/escort/a-1');
    expect(screen.getByRole('link', { name: 'Next profile' }).getAttribute('href')).toBe('/escort/b-2');
  });

  it('leaves out a missing side, and everything when both are missing', () => {
    const { rerender } = renderWithI18n(<ProfileNav previousHref={null} nextHref="/escort/b-2" />);
    expect(screen.queryByRole('link', { name: 'Previous profile' })).toBeNull();
    rerender(<ProfileNav previousHref={null} nextHref={null} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
