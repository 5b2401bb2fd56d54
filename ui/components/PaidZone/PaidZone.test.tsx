import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noStatuses, profileSummaries } from '../../../stories/fixtures';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { ProfileCard } from '../ProfileCard';
import { PaidZone } from './PaidZone';

const paid = profileSummaries(6).map((p, i) => ({ ...p, statuses: { ...noStatuses, is_vip: i < 2, is_top: i >= 2 } }));

describe('PaidZone', () => {
  it('shows its cards under a titled section with ONE sponsored disclosure that explains itself', async () => {
    renderWithI18n(
      <PaidZone title="Top in Prague" items={paid} renderItem={(p) => <ProfileCard profile={p} href={`/escort/${p.slug}`} disclosure="zone" />} />,
    );
    const zone = screen.getByRole('region', { name: 'Top in Prague' });
    expect(within(zone).getByRole('list', { name: 'Top in Prague' }).children).toHaveLength(6);
    const disclosure = within(zone).getByRole('button', { name: 'Sponsored' });
    expect(within(zone).getAllByRole('button', { name: 'Sponsored' })).toHaveLength(1);
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    expect(within(zone).getByText(/These advertisers paid for a TOP or VIP package/)).toBeDefined();
    // Every card still says it is sponsored, to screen readers.
    expect(within(zone).getAllByText(/^Sponsored: this profile paid for a (VIP|TOP) placement$/)).toHaveLength(6);
  });

  it('renders nothing without paid items', () => {
    const { container } = renderWithI18n(<PaidZone title="Top in Prague" items={[]} renderItem={() => null} />);
    expect(container.innerHTML).toBe('');
  });
});
