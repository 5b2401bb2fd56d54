import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { BuyThisPlace } from './BuyThisPlace';

describe('BuyThisPlace', () => {
  it('is a link when given an href', () => {
    renderWithI18n(<BuyThisPlace href="/profile/payments" />);
    expect(screen.getByRole('link', { name: 'Buy this place' }).getAttribute('href')).toBe('/profile/payments');
  });

  it('is a button otherwise', async () => {
    const onClick = vi.fn();
    renderWithI18n(<BuyThisPlace onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy this place' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});
