import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it("says the spec's message", () => {
    renderWithI18n(<EmptyState />);
    expect(screen.getByText('No profiles matching your criteria were found')).toBeDefined();
  });
});
