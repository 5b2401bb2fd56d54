import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { noStatuses, profileSummary } from '../../../stories/fixtures';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { ProfileCard } from './ProfileCard';

const plain = profileSummary(4, { name: 'Dária', age: 24, city: { id: 11, title: 'Prague' }, statuses: noStatuses, price_from: { amount: 150, currency: 'EUR' } });

describe('ProfileCard', () => {
  it('links the name to the profile and shows age, city and the lowest price', () => {
    renderWithI18n(<ProfileCard profile={plain} href="/escort/daria-4" />);
    const link = screen.getByRole('link', { name: 'Dária' });
    expect(link.getAttribute('href')).toBe('/escort/daria-4');
    expect(screen.getByRole('heading', { level: 3, name: 'Dária' })).toBeDefined();
    expect(screen.getByText('24 years')).toBeDefined();
    expect(screen.getByText('Prague')).toBeDefined();
    expect(screen.getByText('from €150')).toBeDefined();
  });

  it('sizes the image and loads it lazily unless told otherwise', () => {
    const { container, rerender } = renderWithI18n(<ProfileCard profile={plain} href="/p" />);
    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('width')).toBe('300');
    expect(img.getAttribute('height')).toBe('400');
    expect(img.getAttribute('loading')).toBe('lazy');
    rerender(<ProfileCard profile={plain} href="/p" loading="eager" fetchPriority="high" />);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows no sponsored label and no badges without statuses', () => {
    renderWithI18n(<ProfileCard profile={plain} href="/p" />);
    expect(screen.queryByRole('button', { name: 'Sponsored' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it.each([
    ['TOP', { is_top: true }],
    ['VIP', { is_vip: true }],
  ])('labels a %s profile as sponsored and shows its badge', (badge, flags) => {
    renderWithI18n(<ProfileCard profile={{ ...plain, statuses: { ...noStatuses, ...flags } }} href="/p" />);
    expect(screen.getByRole('button', { name: 'Sponsored' })).toBeDefined();
    expect(within(screen.getByRole('list')).getByText(badge)).toBeDefined();
  });

  it('does not call verified or new profiles sponsored; verified is an icon named after the name', () => {
    renderWithI18n(<ProfileCard profile={{ ...plain, statuses: { ...noStatuses, is_verified: true, is_new: true } }} href="/p" />);
    expect(screen.queryByRole('button', { name: 'Sponsored' })).toBeNull();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['New']);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(within(heading).getByRole('img', { name: 'Verified' })).toBeDefined();
    expect(heading.textContent).toBe('Dária');
  });

  it('carries at most two text markers on the photo: the tier (VIP over TOP) and NEW over IND', () => {
    const all = { ...noStatuses, is_vip: true, is_top: true, is_new: true, is_independent: true, is_verified: true };
    const { rerender } = renderWithI18n(<ProfileCard profile={{ ...plain, statuses: all }} href="/p" disclosure="zone" />);
    expect(screen.getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['VIP', 'New']);
    expect(screen.queryByRole('button', { name: 'Sponsored' })).toBeNull();
    // With the sponsored pill on the card, the tier is the only other marker.
    rerender(<ProfileCard profile={{ ...plain, statuses: all }} href="/p" />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['VIP']);
    expect(screen.getByRole('button', { name: 'Sponsored' })).toBeDefined();
    rerender(<ProfileCard profile={{ ...plain, statuses: { ...noStatuses, is_top: true, is_independent: true } }} href="/p" disclosure="zone" />);
    expect(screen.getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['TOP', 'Independent']);
  });

  it('still tells screen readers a paid card is sponsored where the zone carries the disclosure', () => {
    renderWithI18n(<ProfileCard profile={{ ...plain, statuses: { ...noStatuses, is_top: true } }} href="/p" disclosure="zone" />);
    expect(screen.getByRole('listitem').textContent).toBe('TOP Sponsored: this profile paid for a TOP placement');
  });

  it('puts a heart on the photo that toggles the favourite without following the card', async () => {
    const toggles: number[] = [];
    const { rerender } = renderWithI18n(<ProfileCard profile={plain} href="/p" favorite={{ active: true, onToggle: () => toggles.push(1) }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove from favourites' }));
    expect(toggles).toEqual([1]);
    rerender(<ProfileCard profile={plain} href="/p" favorite={{ active: false, onToggle: () => toggles.push(2) }} />);
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeDefined();
  });

  it('renders a hostile name as text', () => {
    const { container } = renderWithI18n(<ProfileCard profile={{ ...plain, name: '<script>alert(1)</script>' }} href="/p" />);
    expect(screen.getByRole('link', { name: '<script>alert(1)</script>' })).toBeDefined();
    expect(container.querySelector('script')).toBeNull();
  });

  it('lets the host restyle slots', () => {
    const { container } = renderWithI18n(<ProfileCard profile={plain} href="/p" classNames={{ root: 'host-card', price: 'host-price' }} />);
    expect(container.querySelector('article')?.className).toContain('host-card');
    expect(screen.getByText('from €150').className).toContain('host-price');
  });
});
