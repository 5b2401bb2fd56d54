import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../../../sdk/client';
import { AgencyBannerRequest, ValidityFlags } from '@portal/components/business';
import { renderWithI18n } from '../payments/harness';

const user = () => userEvent.setup({ delay: null });

describe('AgencyBannerRequest', () => {
  it('asks for a description when a banner is wanted, then sends agency_picture', async () => {
    const onSubmit = vi.fn(async () => ({}));
    renderWithI18n(<AgencyBannerRequest value={{ create_banner: false, description: null }} onSubmit={onSubmit} />);
    await user().click(screen.getByRole('checkbox', { name: 'Create a banner for me' }));
    await user().click(screen.getByRole('button', { name: 'Send request' }));
    const description = screen.getByRole('textbox', { name: /Describe the picture/ });
    // The form validates asynchronously: wait for the field to be marked, as a user sees it.
    await waitFor(() => expect(description.getAttribute('aria-invalid')).toBe('true'));
    expect(onSubmit).not.toHaveBeenCalled();
    await user().type(description, 'Our logo in gold');
    await user().click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ create_banner: true, description: 'Our logo in gold' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you! We will contact you about your picture.');
  });

  it('shows a failed call and keeps what was typed', async () => {
    const onSubmit = vi.fn(async () => {
      throw new NetworkError();
    });
    renderWithI18n(<AgencyBannerRequest value={{ create_banner: true, description: 'Neon sign' }} onSubmit={onSubmit} />);
    await user().click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No connection. Please try again.');
    expect((screen.getByRole('textbox', { name: /Describe the picture/ }) as HTMLTextAreaElement).value).toBe('Neon sign');
  });
});

describe('ValidityFlags', () => {
  it('lists each flag as filled in or missing', () => {
    renderWithI18n(<ValidityFlags flags={{ parking: false, paymentTypes: true, currency: true, country: false, city: true }} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '!Parking: missing', '✓Payment methods: filled in', '✓Currency: filled in', '!Country: missing', '✓City: filled in',
    ]);
  });
});
