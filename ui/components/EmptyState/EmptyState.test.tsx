import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it("says the spec's message", () => {
    renderWithI18n(<EmptyState />);
    expect(screen.getByText('No profiles matching your criteria were found')).toBeDefined();
    expect(screen.queryByText('∅')).toBeNull();
  });

  it('offers the host’s ways out as visible actions', () => {
    renderWithI18n(<EmptyState action={<><button type="button">Clear filters</button><button type="button">All in Prague</button></>} />);
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'All in Prague' })).toBeDefined();
  });
});
