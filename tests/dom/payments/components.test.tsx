import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Purchase } from '../../../schemas';
import { LOCALES } from '../../../schemas/constants';
import { createI18n } from '@portal/sdk/i18n';
import { BANNER_SIZES } from '../../../ui/features/business';
import { BalanceBadge, BannerSizes, PurchasesHistory } from '../../../ui/components/payments';
import { renderWithI18n } from './harness';

const purchase = (over: Partial<Purchase>): Purchase => ({
  id: 1, kind: 'lovecoins', item: 'starter', coins: 100, price_eur: 10, target: { type: 'business', id: 1 },
  created_at: '2026-02-01T10:00:00+00:00', status: 'paid', credit: 0, valid_from: null, valid_until: null, ...over,
});

describe('BalanceBadge', () => {
  it('reads as “My balance: n LoveCoins” in the header and links to the payments page', () => {
    renderWithI18n(<BalanceBadge balance={12_500} href="/business/payments" />);
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('My balance: 12,500 LoveCoins');
    expect(link.getAttribute('href')).toBe('/business/payments');
  });
  it('is busy until the balance is known', () => {
    const { container } = renderWithI18n(<BalanceBadge balance={undefined} loading variant="account" />);
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    expect(container.textContent).toContain('My balance');
  });
});

describe('PurchasesHistory', () => {
  it('shows date, item, status, coins, price and valid until', () => {
    renderWithI18n(
      <PurchasesHistory
        purchases={[
          purchase({ id: 4, status: 'failed' }),
          purchase({ id: 3, status: 'cancelled' }),
          purchase({ id: 2, kind: 'package', item: 'VIP', coins: -800, price_eur: null, valid_until: '2026-03-03T10:00:00+00:00' }),
          purchase({ id: 1, status: 'pending' }),
          purchase({ id: 0, status: 'expired' }),
        ]}
        hrefFor={(p) => `/business/payments/${p.id}`}
      />,
    );
    const table = screen.getByRole('table', { name: 'Purchase history' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Item', 'Status', 'LoveCoins', 'Price', 'Valid until']);
    const [, failed, cancelled, vip, coins, expired] = within(table).getAllByRole('row');
    expect(within(vip!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Feb 1, 2026', 'Paid', '-800', '—', 'Mar 3, 2026']);
    expect(within(vip!).getByRole('link', { name: 'VIP package' }).getAttribute('href')).toBe('/business/payments/2');
    expect(within(coins!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Feb 1, 2026', 'Pending', '+100', '€10', '—']);
    expect(within(failed!).getAllByRole('cell')[1]!.textContent).toBe('Failed');
    expect(within(cancelled!).getAllByRole('cell')[1]!.textContent).toBe('Cancelled');
    expect(within(expired!).getAllByRole('cell')[1]!.textContent).toBe('Expired');
  });
  it('names an expired payment in each of the nine languages', async () => {
    const english = await createI18n('en', { sections: ['editor'] });
    for (const locale of LOCALES) {
      const i18n = await createI18n(locale, { sections: ['editor'] });
      const { unmount } = render(<I18nextProvider i18n={i18n}><PurchasesHistory purchases={[purchase({ status: 'expired' })]} /></I18nextProvider>);
      const status = within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[1]!.textContent;
      expect(status, locale).toBe(i18n.t('editor.checkout.status.expired'));
      if (locale !== 'en') expect(status, locale).not.toBe(english.t('editor.checkout.status.expired'));
      unmount();
    }
  });
  it('has an empty state, a loading state and an error state', () => {
    const { rerender } = renderWithI18n(<PurchasesHistory purchases={[]} />);
    expect(screen.getByRole('status').textContent).toContain('No purchases yet.');
    rerender(<PurchasesHistory purchases={undefined} loading />);
    expect(screen.getByRole('status').textContent).toContain('Purchase history');
    rerender(<PurchasesHistory purchases={undefined} error={new TypeError('x')} onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('An error occurred. Please try again.');
  });
});

describe('BannerSizes', () => {
  it('lists every placement of BANNER_SIZES with its size', () => {
    renderWithI18n(<BannerSizes />);
    const rows = within(screen.getByRole('table', { name: 'Banner sizes' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(BANNER_SIZES.length);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Home page, top');
    expect(rows[0]!.textContent).toContain('1200 × 400');
    expect(rows.at(-1)!.textContent).toContain('Every business');
  });
});
