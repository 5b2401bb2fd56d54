import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, server } from '../../../mocks/node';
import { API_MESSAGES } from '../../../schemas/constants';
import type { Role } from '../../../schemas/constants';
import { RegistrationError } from '../../../sdk/client';
import { RegistrationErrorPopup, RegistrationForm } from '@portal/components/account';
import { renderWithI18n } from '../i18n';
import { descriptionOf, makeClient, recordRequests, startMockBackend } from './harness';

startMockBackend();

const COUNTRIES = [{ id: 1, title: 'Ukraine' }, { id: 2, title: 'Czechia' }];

function RegistrationPage({ role = 'MEMBER', onDone }: { role?: Role; onDone?: (answer: unknown) => void }) {
  const [failure, setFailure] = useState<unknown>(null);
  const client = makeClient();
  return (
    <>
      <RegistrationForm
        role={role}
        countries={COUNTRIES}
        termsHref="/site-conditions/terms-conditions"
        onSubmit={(values) => client.session.register(values).then(onDone)}
        onRegistrationError={setFailure}
      />
      <RegistrationErrorPopup open={failure !== null} onOpenChange={() => setFailure(null)} error={failure} />
    </>
  );
}

async function fillForm(user: UserEvent, { email = 'new.client@demo.test', confirm = 'Long-pass-42' } = {}) {
  await user.type(screen.getByLabelText('Nickname'), 'Nova');
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'Long-pass-42');
  await user.type(screen.getByLabelText('Repeat password'), confirm);
  await user.selectOptions(screen.getByLabelText('Country'), 'Czechia');
  await user.click(screen.getByRole('checkbox', { name: /accept the terms/ }));
}

const submit = () => screen.getByRole('button', { name: 'Create account' });

describe('RegistrationForm', () => {
  it('titles the form by audience and links the terms', () => {
    renderWithI18n(<RegistrationPage role="BUSSINESS" />);
    expect(screen.getByRole('heading', { name: 'Sign up as a business' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe('/site-conditions/terms-conditions');
  });

  it('under a page heading that says it already, has no heading of its own (it was there twice)', () => {
    renderWithI18n(
      <>
        <h1>Sign up as a client</h1>
        <RegistrationForm role="MEMBER" countries={COUNTRIES} termsHref="/terms" onSubmit={vi.fn()} heading={false} />
      </>,
    );
    expect(screen.getAllByRole('heading', { name: 'Sign up as a client' })).toHaveLength(1);
  });

  it('says under the confirmation that the passwords do not match', async () => {
    renderWithI18n(<RegistrationPage />);
    const user = userEvent.setup({ delay: null });
    await fillForm(user, { confirm: 'Other-pass-42' });
    await user.click(submit());
    const confirm = screen.getByLabelText('Repeat password');
    await waitFor(() => expect(confirm.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(confirm)).toBe('Passwords do not match');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();
  });

  it('requires the confirmation, the country and the terms', async () => {
    renderWithI18n(<RegistrationPage />);
    const user = userEvent.setup({ delay: null });
    await user.click(submit());
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Repeat password'))).toBe('Confirm your password'));
    expect(descriptionOf(screen.getByLabelText('Country'))).toBe('This field is required');
    expect(descriptionOf(screen.getByRole('checkbox', { name: /accept the terms/ }))).toBe('You must accept the terms and conditions');
  });

  it('shows the server\'s 422 under the email, opens the popup and keeps the typed values', async () => {
    const onDone = vi.fn();
    renderWithI18n(<RegistrationPage onDone={onDone} />);
    const user = userEvent.setup({ delay: null });
    await fillForm(user, { email: DEMO_ACCOUNTS.member.email });
    await user.click(submit());
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(descriptionOf(email)).toBe(API_MESSAGES.emailTaken));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(API_MESSAGES.emailTaken)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(email).toHaveProperty('value', DEMO_ACCOUNTS.member.email);
    expect(screen.getByLabelText('Nickname')).toHaveProperty('value', 'Nova');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'Long-pass-42');
    // Corrected, it can be sent again.
    await user.clear(email);
    await user.type(email, 'second.try@demo.test');
    await user.click(submit());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends once on a double click, with exactly the registration fields', async () => {
    const requests = recordRequests();
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') bodies.push(await request.clone().json());
    });
    const onDone = vi.fn();
    const { container } = renderWithI18n(<RegistrationPage role="INDIVIDUAL" onDone={onDone} />);
    const user = userEvent.setup({ delay: null });
    await fillForm(user);
    // A hostile script adds a field; the strict schema and the registered fields keep it out.
    const hostile = document.createElement('input');
    hostile.type = 'hidden';
    hostile.name = 'role';
    hostile.value = 'ADMIN';
    container.querySelector('form')!.append(hostile);
    await user.dblClick(submit());
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(requests.filter((r) => r === 'POST /api/user')).toHaveLength(1);
    expect(bodies[0]).toEqual({
      nickname: 'Nova', email: 'new.client@demo.test', password: 'Long-pass-42', password_confirmation: 'Long-pass-42',
      country_id: 2, newsletter: false, terms: true, role: 'INDIVIDUAL',
    });
  });

  it('disables the submit button while the call is pending', async () => {
    let finish: () => void = () => {};
    renderWithI18n(
      <RegistrationForm
        role="MEMBER" countries={COUNTRIES} termsHref="/t"
        onSubmit={() => new Promise<void>((resolve) => { finish = resolve; })}
      />,
    );
    const user = userEvent.setup({ delay: null });
    await fillForm(user);
    await user.click(submit());
    await waitFor(() => expect(submit()).toHaveProperty('disabled', true));
    finish();
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
  });
});

describe('RegistrationErrorPopup', () => {
  it('shows the default text when the failure says nothing', () => {
    renderWithI18n(<RegistrationErrorPopup open onOpenChange={() => {}} error={new RegistrationError(500, {})} />);
    const dialog = screen.getByRole('alertdialog', { name: API_MESSAGES.registrationFailed });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('prefers errors.message, then the first error of a field', () => {
    const { rerender } = renderWithI18n(
      <RegistrationErrorPopup open onOpenChange={() => {}} error={new RegistrationError(422, { message: ['Registration is closed'], email: ['x'] })} />,
    );
    expect(screen.getByRole('alertdialog').textContent).toContain('Registration is closed');
    rerender(<RegistrationErrorPopup open onOpenChange={() => {}} error={new RegistrationError(422, { email: [API_MESSAGES.emailTaken, 'second'] })} />);
    expect(screen.getByRole('alertdialog').textContent).toContain(API_MESSAGES.emailTaken);
    expect(screen.getByRole('alertdialog').textContent).not.toContain('second');
  });
});
