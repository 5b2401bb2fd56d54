import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivePackageBanner, PurchaseToast, TOAST_MS } from '@portal/components/payments';
import { renderWithI18n } from './harness';

afterEach(() => {
  vi.useRealTimers();
});

describe('PurchaseToast', () => {
  it('says the purchase as a status with a close button, and closing it tells the page', async () => {
    const onClose = vi.fn();
    renderWithI18n(<PurchaseToast onClose={onClose}>VIP is active until 12 Jan 2027.</PurchaseToast>);
    expect(screen.getByRole('status').textContent).toContain('VIP is active until 12 Jan 2027.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves by itself after its time, unless the pointer or focus is on it', () => {
    vi.useFakeTimers();
    renderWithI18n(<PurchaseToast>TOP is active until 3 Feb 2027.</PurchaseToast>);
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(TOAST_MS * 2));
    expect(screen.getByRole('status')).toBeDefined();
    act(() => screen.getByRole('button', { name: 'Close' }).blur());
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('ActivePackageBanner', () => {
  it('names the package held and its end date, and for whom on a business page', () => {
    renderWithI18n(<ActivePackageBanner type="VIP" validUntil="2027-01-12T00:00:00Z" forWhom="Kossine" />);
    const banner = screen.getByTestId('active-package');
    expect(banner.textContent).toMatch(/^VIPKossine · Your current package · valid until .*2027$/);
    expect(banner.textContent).toContain('12');
  });
});
