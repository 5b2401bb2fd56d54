import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FREE_ADVERTISING_MONTHS, PACKAGE_BENEFITS } from '@portal/sdk';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { AdvertiserBenefits } from './AdvertiserBenefits';

describe('AdvertiserBenefits', () => {
  it('tells a model the §6 benefits of TOP and VIP, and nothing about free months', () => {
    renderWithI18n(<AdvertiserBenefits audience="individual" />);
    const panel = screen.getByRole('complementary', { name: 'What you get' });
    const top = within(panel).getByRole('region', { name: 'TOP' });
    expect(within(top).getAllByRole('listitem')).toHaveLength(PACKAGE_BENEFITS.individual.TOP.length);
    expect(within(top).getByText('Higher place in the list and in search')).toBeDefined();
    const vip = within(panel).getByRole('region', { name: 'VIP' });
    expect(within(vip).getAllByRole('listitem')).toHaveLength(PACKAGE_BENEFITS.individual.VIP.length);
    expect(within(vip).getByText('Personal manager')).toBeDefined();
    expect(within(panel).queryByText(/Free advertising/)).toBeNull();
  });

  it('tells a business its free advertising months first, then its own package benefits', () => {
    renderWithI18n(<AdvertiserBenefits audience="business" />);
    const panel = screen.getByRole('complementary', { name: 'What you get' });
    expect(within(panel).getByText(`Free advertising for ${FREE_ADVERTISING_MONTHS} months`)).toBeDefined();
    expect(within(within(panel).getByRole('region', { name: 'VIP' })).getByText('Exclusive placement in the top search blocks')).toBeDefined();
    expect(within(within(panel).getByRole('region', { name: 'TOP' })).getAllByRole('listitem')).toHaveLength(PACKAGE_BENEFITS.business.TOP.length);
  });
});
