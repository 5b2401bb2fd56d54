import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { FoundCount } from './FoundCount';

describe('FoundCount', () => {
  it.each([
    [0, '0 profiles found'],
    [1, '1 profile found'],
    [40, '40 profiles found'],
  ])('says %i in the right plural', (count, text) => {
    renderWithI18n(<FoundCount count={count} />);
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it('takes a text override', () => {
    renderWithI18n(<FoundCount count={2} texts={{ found: (n) => `${n} hits` }} />);
    expect(screen.getByRole('status').textContent).toBe('2 hits');
  });
});
