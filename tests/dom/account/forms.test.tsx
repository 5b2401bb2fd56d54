import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, getStore, setScenarios } from '../../../mocks/node';
import { API_MESSAGES } from '../../../schemas/constants';
import { ApiError } from '../../../sdk/client';
import { formDraftKey } from '../../../sdk/session-store';
import {
  ContactForm, EmailVerifyStatus, ForgotPasswordForm, LogoutButton, ReportButton, ResetPasswordForm, SessionExpiredNotice,
  emailVerifyFailure,
} from '@portal/components/account';
import enFeedback from '../../../sdk/i18n/sections/feedback/en';
import { renderWithI18n, testI18n } from '../i18n';
import { descriptionOf, makeClient, startMockBackend } from './harness';

startMockBackend();
afterEach(() => sessionStorage.clear());

const client = () => makeClient();

describe('ForgotPasswordForm', () => {
  it('sends the link and says so', async () => {
    renderWithI18n(<ForgotPasswordForm onSubmit={client().session.forgotPassword} loginHref="/login" />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), DEMO_ACCOUNTS.member.email);
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect((await screen.findByRole('status')).textContent).toBe('If an account uses this address, we have emailed your password reset link.');
    expect(getStore().outbox.at(-1)).toMatchObject({ to: DEMO_ACCOUNTS.member.email, kind: 'reset-password' });
  });

  it('answers an unknown address with the same neutral text as a registered one', async () => {
    const shown: string[] = [];
    for (const email of [DEMO_ACCOUNTS.member.email, 'nobody@nowhere.test']) {
      const view = renderWithI18n(<ForgotPasswordForm onSubmit={client().session.forgotPassword} loginHref="/login" />);
      const user = userEvent.setup({ delay: null });
      await user.type(screen.getByLabelText('Email'), email);
      await user.click(screen.getByRole('button', { name: 'Send link' }));
      shown.push((await screen.findByRole('status')).textContent ?? '');
      expect(screen.queryByRole('alert')).toBeNull();
      view.unmount();
    }
    expect(shown[1]).toBe(shown[0]);
    expect(shown[0]).toBe(testI18n.t('auth.forgot.sent'));
  });

  it('shows a 422 under the field and keeps the email', async () => {
    const refusal = new ApiError(422, { message: 'The email field must be a valid email address.', errors: { email: ['The email field must be a valid email address.'] } });
    renderWithI18n(<ForgotPasswordForm onSubmit={() => Promise.reject(refusal)} />);
    const user = userEvent.setup({ delay: null });
    const email = screen.getByLabelText('Email');
    await user.type(email, 'someone@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(descriptionOf(email)).toBe('The email field must be a valid email address.'));
    expect(email).toHaveProperty('value', 'someone@demo.test');
  });

  it('shows a 400 answer\'s own message', async () => {
    renderWithI18n(<ForgotPasswordForm onSubmit={async () => ({ outcome: 'rejected', message: 'Please wait before retrying.' })} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Email'), 'a@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please wait before retrying.');
  });
});

describe('ResetPasswordForm', () => {
  it('resets with the token from the link', async () => {
    getStore().resetTokens.set(DEMO_ACCOUNTS.member.email, 'reset-token-1');
    renderWithI18n(<ResetPasswordForm token="reset-token-1" defaultEmail={DEMO_ACCOUNTS.member.email} onSubmit={client().session.resetPassword} loginHref="/login" />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Password'), 'Brand-new-pass-9');
    await user.type(screen.getByLabelText('Repeat password'), 'Brand-new-pass-9');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect((await screen.findByRole('status')).textContent).toBe(API_MESSAGES.passwordReset);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('a refused token is an error and the passwords stay', async () => {
    renderWithI18n(<ResetPasswordForm token="stale" defaultEmail={DEMO_ACCOUNTS.member.email} onSubmit={client().session.resetPassword} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Password'), 'Brand-new-pass-9');
    await user.type(screen.getByLabelText('Repeat password'), 'Brand-new-pass-9');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This password reset token is invalid.');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'Brand-new-pass-9');
    expect(getStore().userByEmail(DEMO_ACCOUNTS.member.email)!.password).toBe(DEMO_PASSWORD);
  });
});

describe('ResetPasswordForm without the link’s token (the form, then "An error occurred.")', () => {
  it('says the link is missing or incomplete and leads to a new one, with no form to fill in', () => {
    const onSubmit = vi.fn();
    renderWithI18n(<ResetPasswordForm token="" onSubmit={onSubmit} forgotPasswordHref="/forgot-password" />);
    expect(screen.getByRole('alert').textContent).toBe('This page needs the link from your password reset email, and that link is missing or incomplete.');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save password' })).toBeNull();
  });
});

describe('EmailVerifyStatus', () => {
  it('shows verifying, success, 401 and failure', () => {
    const { rerender } = renderWithI18n(<EmailVerifyStatus state={{ status: 'verifying' }} />);
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(<EmailVerifyStatus state={{ status: 'verified' }} />);
    expect(screen.getByRole('status').textContent).toBe(API_MESSAGES.emailVerified);
    rerender(<EmailVerifyStatus state={emailVerifyFailure(new ApiError(401, { message: 'x' }))} loginHref="/login?redirect=%2Fclient" />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Fclient');
    const onRetry = vi.fn();
    rerender(<EmailVerifyStatus state={emailVerifyFailure(new ApiError(500, null))} onRetry={onRetry} />);
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('ContactForm', () => {
  const key = formDraftKey('contact', '/feedback');

  async function fill() {
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Your name'), 'Alex');
    await user.type(screen.getByLabelText('Your email'), 'alex@demo.test');
    await user.type(screen.getByLabelText('Subject'), 'Advertising');
    await user.type(screen.getByLabelText('Message'), 'How do I book a banner?');
    return user;
  }

  it('sends and thanks, clearing the draft', async () => {
    renderWithI18n(<ContactForm onSubmit={client().session.sendContactForm} draftKey={key} />);
    const user = await fill();
    expect(JSON.parse(sessionStorage.getItem(key)!)).toEqual({ subject: 'Advertising', message: 'How do I book a banner?' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('status')).textContent).toBe(API_MESSAGES.contactThanks);
    expect(getStore().contactMessages.at(-1)).toEqual({ name: 'Alex', email: 'alex@demo.test', subject: 'Advertising', message: 'How do I book a banner?' });
    expect(sessionStorage.getItem(key)).toBeNull();
    expect(screen.getByLabelText('Message')).toHaveProperty('value', '');
  });

  it('keeps everything after a failure', async () => {
    setScenarios('down');
    renderWithI18n(<ContactForm onSubmit={client().session.sendContactForm} draftKey={key} />);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(API_MESSAGES.feedbackFailed);
    expect(screen.getByLabelText('Message')).toHaveProperty('value', 'How do I book a banner?');
    expect(sessionStorage.getItem(key)).not.toBeNull();
  });
});

describe('ReportButton', () => {
  it('reports a page through the contact form and shows a receipt', async () => {
    renderWithI18n(
      <ReportButton pageUrl="/escort/anna" anonymousEmail="no-reply@site.test" onSubmit={client().session.sendContactForm} />,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Report this profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this profile' });
    // The form's code loads when the dialog first opens.
    await user.click(await within(dialog).findByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(descriptionOf(within(dialog).getByRole('radiogroup', { name: 'Reason' }))).toBe('This field is required'));
    await user.click(within(dialog).getByRole('radio', { name: 'The person may be under 18' }));
    await user.type(within(dialog).getByLabelText('Details'), 'Looks very young in the photos.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(enFeedback.report.received);
    expect(getStore().contactMessages.at(-1)).toEqual({
      name: 'Anonymous', email: 'no-reply@site.test', subject: 'Report: under_18',
      message: 'Looks very young in the photos.', page_url: '/escort/anna', reason: 'under_18',
    });
  });
});

describe('session widgets', () => {
  it('SessionExpiredNotice offers login and dismissal', async () => {
    const onDismiss = vi.fn();
    renderWithI18n(<SessionExpiredNotice loginHref="/login?redirect=%2Fescort" onDismiss={onDismiss} />);
    expect(screen.getByRole('status').textContent).toContain('Your session has expired');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('LogoutButton logs out', async () => {
    const onLogout = vi.fn();
    renderWithI18n(<LogoutButton onLogout={onLogout} />);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
