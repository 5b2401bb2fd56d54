import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { businessSummary } from '../../../stories/fixtures';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { BusinessCard } from './BusinessCard';

describe('BusinessCard', () => {
  it('shows type, name link, city, rating and model count', () => {
    renderWithI18n(<BusinessCard business={businessSummary(3, { type: 'massage_salons', is_top: false, is_vip: false, profiles_count: 6 })} href="/massage_salons/velvet-3" />);
    expect(screen.getByText('Massage salon')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Velvet House 3' }).getAttribute('href')).toBe('/massage_salons/velvet-3');
    expect(screen.getByRole('img', { name: '4.3 out of 5 stars' })).toBeDefined();
    expect(screen.getByText('6 models')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Sponsored' })).toBeNull();
  });

  it('labels a VIP club as sponsored, saying a club paid', async () => {
    renderWithI18n(<BusinessCard business={businessSummary(2, { type: 'strip_club', is_vip: true })} href="/x" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sponsored' }));
    expect(await screen.findByText('Sponsored: this club paid for a VIP placement')).toBeDefined();
  });

  it('in a paid zone: the VIP marker only, announced as sponsored to screen readers', () => {
    renderWithI18n(<BusinessCard business={businessSummary(2, { type: 'strip_club', is_vip: true, is_top: true })} href="/x" disclosure="zone" />);
    expect(screen.queryByRole('button', { name: 'Sponsored' })).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('VIP Sponsored: this club paid for a VIP placement');
  });
});
