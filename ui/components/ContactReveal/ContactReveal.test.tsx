import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { ContactReveal } from './ContactReveal';
import { groupedTel, telegramHref } from './contactLinks';

const phone = { code: '+420', tel: '601 234 567' };

describe('ContactReveal', () => {
  it('hides the number until the button is pressed, then links it and focuses the link', async () => {
    const onReveal = vi.fn();
    renderWithI18n(<ContactReveal phone={phone} onReveal={onReveal} />);
    expect(screen.queryByText('+420 601 234 567')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show phone number' }));
    const link = screen.getByRole('link', { name: '+420 601 234 567' });
    expect(link.getAttribute('href')).toBe('tel:+420601234567');
    expect(onReveal).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Show phone number' })).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(link));
  });

  it('shows a number typed as one run of digits grouped, as the masked one was', async () => {
    renderWithI18n(<ContactReveal phone={{ code: '+380', tel: '865655773' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show phone number' }));
    expect(screen.getByRole('link', { name: '+380 86 565 57 73' }).getAttribute('href')).toBe('tel:+380865655773');
    expect([groupedTel('1234567'), groupedTel('6012345678'), groupedTel('60123456789'), groupedTel('601 23 45 67'), groupedTel('12-34')])
      .toEqual(['123 45 67', '601 234 56 78', '6012 345 67 89', '601 23 45 67', '12-34']);
  });

  it('links WhatsApp and Telegram', () => {
    renderWithI18n(<ContactReveal phone={null} whatsapp={phone} telegram="@chloe_demo" />);
    expect(screen.getByRole('link', { name: 'Message on WhatsApp' }).getAttribute('href')).toBe('https://wa.me/420601234567');
    expect(screen.getByRole('link', { name: 'Message on Telegram' }).getAttribute('href')).toBe('https://t.me/chloe_demo');
  });

  it('links a Telegram phone number', () => {
    expect(telegramHref('+420 601 234 567')).toBe('https://t.me/+420601234567');
  });
});
