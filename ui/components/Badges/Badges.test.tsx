import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { noStatuses } from '../../../stories/fixtures';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { Badges } from './Badges';
import { badgesOf, isSponsored } from './badgesOf';

describe('badgesOf', () => {
  it('maps each status to its badge in the spec order', () => {
    expect(badgesOf({ ...noStatuses, is_vip: true, is_top: true, is_new: true, is_independent: true, is_verified: true }))
      .toEqual(['TOP', 'VIP', 'NEW', 'IND', 'verified']);
  });

  it('gives no badge for travel or for no statuses', () => {
    expect(badgesOf({ ...noStatuses, is_travel: true })).toEqual([]);
    expect(badgesOf(null)).toEqual([]);
  });

  it('accepts the partial statuses of a business', () => {
    expect(badgesOf({ is_vip: true })).toEqual(['VIP']);
  });

  it('counts TOP and VIP as sponsored, nothing else', () => {
    expect(isSponsored({ is_top: true })).toBe(true);
    expect(isSponsored({ is_vip: true })).toBe(true);
    expect(isSponsored({ ...noStatuses, is_verified: true, is_new: true })).toBe(false);
  });
});

describe('Badges', () => {
  it('shows a translated badge per status', () => {
    renderWithI18n(<Badges badges={badgesOf({ ...noStatuses, is_vip: true, is_independent: true, is_verified: true })} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['VIP', 'Independent', '✓Verified']);
  });

  it('renders nothing without badges', () => {
    const { container } = renderWithI18n(<Badges badges={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('takes text overrides', () => {
    renderWithI18n(<Badges badges={['NEW']} texts={{ NEW: 'Fresh' }} />);
    expect(screen.getByText('Fresh')).toBeDefined();
  });
});
