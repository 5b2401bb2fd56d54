import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { Purchase } from '../../../schemas';
import { LOCALES } from '../../../schemas/constants';
import { createI18n } from '@portal/sdk/i18n';
import { BANNER_SIZES } from '@portal/components/features/business';
import { BalanceBadge, BannerSizes, PurchasesHistory } from '@portal/components/payments';
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
        now={Date.parse('2026-02-15T00:00:00Z')}
      />,
    );
    const table = screen.getByRole('table', { name: 'Purchase history' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Item', 'Status', 'LoveCoins', 'Price', 'Valid until']);
    const [, failed, cancelled, vip, coins, expired] = within(table).getAllByRole('row');
    expect(within(vip!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Feb 1, 2026', 'Paid', '-800', '—', 'Mar 3, 2026']);
    expect(within(vip!).getByRole('link', { name: 'VIP package' }).getAttribute('href')).toBe('/business/payments/2');
    expect(within(coins!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Feb 1, 2026', 'Pending', 'Not credited', '€10', '—']);
    expect(within(failed!).getAllByRole('cell')[1]!.textContent).toBe('Failed');
    expect(within(cancelled!).getAllByRole('cell')[1]!.textContent).toBe('Cancelled');
    expect(within(expired!).getAllByRole('cell')[1]!.textContent).toBe('Expired');
  });

  it('says what happened: unpaid payments credit nothing (no green +), ended and replaced packages show their real end', () => {
    const { container } = renderWithI18n(
      <PurchasesHistory
        purchases={[
          purchase({ id: 5, status: 'failed', item: 'maximum', coins: 1200 }),
          purchase({ id: 4, status: 'cancelled', item: 'maximum', coins: 1200 }),
          purchase({ id: 3, status: 'paid', item: 'maximum', coins: 1200 }),
          purchase({ id: 2, kind: 'package', item: 'VIP', coins: -300, price_eur: null, valid_until: '2026-03-03T10:00:00+00:00', ended_at: '2026-02-05T09:00:00+00:00' }),
          purchase({ id: 1, kind: 'package', item: 'TOP', coins: -150, price_eur: null, valid_until: '2026-01-20T10:00:00+00:00' }),
        ]}
        now={Date.parse('2026-02-15T00:00:00Z')}
      />,
    );
    const [, failed, cancelled, paid, replaced, ended] = screen.getAllByRole('row');
    const coinsOf = (row: HTMLElement) => within(row).getAllByRole('cell')[2]!;
    for (const row of [failed!, cancelled!]) {
      expect(coinsOf(row).textContent).toBe('Not credited');
      expect(coinsOf(row).className).toBe(coinsOf(failed!).className);
    }
    expect(coinsOf(paid!).textContent).toBe('+1,200');
    // The credited colour belongs to paid coins only.
    expect(coinsOf(failed!).className).not.toBe(coinsOf(paid!).className);
    expect(container.querySelectorAll(`.${coinsOf(paid!).className.split(' ').at(-1)}`)).toHaveLength(1);
    expect(within(replaced!).getAllByRole('cell').at(-1)!.textContent).toBe('Replaced Feb 5, 2026');
    expect(within(ended!).getAllByRole('cell').at(-1)!.textContent).toBe('Ended Jan 20, 2026');
  });

  it('a business history says for whom each purchase was', () => {
    renderWithI18n(
      <PurchasesHistory
        showTarget
        purchases={[
          purchase({ id: 2, kind: 'package', item: 'VIP', coins: -300, price_eur: null, target: { type: 'individual', id: 5, name: 'Vesslinor' } }),
          purchase({ id: 1, kind: 'package', item: 'TOP', coins: -400, price_eur: null, target: { type: 'business', id: 1, name: 'Velvet Agency' } }),
        ]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('For');
    const [, model, page] = screen.getAllByRole('row');
    expect(within(model!).getAllByRole('cell')[1]!.textContent).toBe('Vesslinor');
    expect(within(page!).getAllByRole('cell')[1]!.textContent).toBe('Velvet Agency');
  });

  it('names an expired payment in each of the nine languages', async () => {
    const english = await createI18n('en', { sections: ['editor', 'payments'] });
    for (const locale of LOCALES) {
      const i18n = await createI18n(locale, { sections: ['editor', 'payments'] });
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
