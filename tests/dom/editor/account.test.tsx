import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TABS, AccountTabs, StatisticsChart, StatusSwitch, VerificationRequest, statusAction } from '@portal/components/editor';
import { renderEditor } from './i18n';

// Whole forms typed through user-event: generous under a loaded CI machine.
vi.setConfig({ testTimeout: 15_000 });

const user = () => userEvent.setup({ delay: null });

describe('StatusSwitch', () => {
  it('asks before deactivating and does nothing on cancel', async () => {
    const onChange = vi.fn();
    renderEditor(<StatusSwitch active onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Profile visible' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user().click(toggle);
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate this profile?' });
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('switches after the confirmation, and shows a failure in the dialog', async () => {
    const onChange = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(undefined);
    renderEditor(<StatusSwitch active={false} onChange={onChange} />);
    await user().click(screen.getByRole('switch', { name: 'Profile visible' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Activate this profile?' });
    await user().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(statusAction(true)).toBe('activate');
  });
});

describe('VerificationRequest', () => {
  it('explains, requires a text, sends it and shows the requested state', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderEditor(<VerificationRequest state="none" onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Request verification' });
    await user().click(button);
    const box = screen.getByRole('textbox', { name: 'Message for the verification team' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await user().type(box, 'Mornings on weekdays, by phone.');
    await user().click(button);
    expect(onSubmit).toHaveBeenCalledWith('Mornings on weekdays, by phone.');
    expect((await screen.findByRole('status')).textContent).toContain('Verification requested');
  });

  it('shows the badge once verified', () => {
    renderEditor(<VerificationRequest state="verified" onSubmit={vi.fn()} />);
    expect(screen.getByText('Verified profile')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('AccountTabs', () => {
  it('links the seven tabs to their pages and marks the current one', () => {
    const items = ACCOUNT_TABS.map((tab) => ({ tab, href: `/profile/${tab}` }));
    renderEditor(<AccountTabs items={items} current="statistics" />);
    const nav = screen.getByRole('navigation', { name: 'My account' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Profile', 'Purchases', 'Messages', 'Calendar', 'Statistics', 'Reviews', 'Settings']);
    expect(screen.getByRole('link', { name: 'Statistics' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Statistics' }).getAttribute('href')).toBe('/profile/statistics');
    expect(links.filter((l) => l.hasAttribute('aria-current'))).toHaveLength(1);
  });
});

describe('StatisticsChart', () => {
  const points = [
    { date: '2026-01-01', views: 10, likes: 2, reviews: 0 },
    { date: '2026-01-02', views: 25, likes: 4, reviews: 1 },
    { date: '2026-01-03', views: 40, likes: 7, reviews: 2 },
  ];

  it('gives totals, an image with a summary and the same data as a table', () => {
    renderEditor(<StatisticsChart points={points} totals={{ views: 1200 }} />);
    const img = screen.getByRole('img');
    expect(img.textContent).toContain('1,200 views');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('rowheader', { name: 'Jan 3, 2026' })).toBeTruthy();
  });

  it('says when there is nothing yet', () => {
    renderEditor(<StatisticsChart points={[]} />);
    expect(screen.getByText('No statistics yet.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
