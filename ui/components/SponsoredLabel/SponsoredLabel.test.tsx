import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { SponsoredLabel } from './SponsoredLabel';

describe('SponsoredLabel', () => {
  it('explains who paid and why when opened', async () => {
    renderWithI18n(<SponsoredLabel package="VIP" adType="agency" />);
    const trigger = screen.getByRole('button', { name: 'Sponsored' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    // Closed, the bubble is not in the page at all (it is on every card of a listing).
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    await userEvent.click(trigger);
    expect(await screen.findByText('Sponsored: this agency paid for a VIP placement')).toBeDefined();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(trigger.getAttribute('aria-controls')).toBe(screen.getByRole('dialog', { name: 'Sponsored' }).id);
  });
});
