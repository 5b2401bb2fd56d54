import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../mocks/node';
import { API_MESSAGES } from '../../../schemas/constants';
import { useSession } from '../../../sdk/react/session';
import { LoginForm, WrongPasswordPopup } from '@portal/components/account';
import { descriptionOf, makeClient, recordRequests, renderWithSession, startMockBackend } from './harness';

startMockBackend();

/** The login page as the site will compose it: form, session and the app's popup. */
function LoginPage() {
  const session = useSession();
  const [wrong, setWrong] = useState<{ focusPassword: () => void } | null>(null);
  return (
    <>
      <p>{session.user ? `Hello ${session.user.name}` : 'Guest'}</p>
      <LoginForm onSubmit={session.login} forgotPasswordHref="/forgot-password" onWrongPassword={setWrong} />
      <WrongPasswordPopup
        open={wrong !== null} onOpenChange={(open) => !open && setWrong(null)}
        {...(wrong ? { focusAfterClose: wrong.focusPassword } : {})}
      />
    </>
  );
}

const renderLogin = () => renderWithSession(<LoginPage />, { api: makeClient().session });

async function fill(email: string, password: string, remember = false) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  return user;
}

describe('LoginForm', () => {
  it('labels every control and links the forgot-password page', () => {
    renderLogin();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(screen.getByLabelText('Password')).toHaveProperty('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('shows translated field errors linked to their fields', async () => {
    renderLogin();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Log in' }));
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toBe('Enter a valid email address');
    expect(descriptionOf(screen.getByLabelText('Password'))).toBe('This field is required');
  });

  it('a wrong password opens the popup with a cancel button and keeps what was typed', async () => {
    renderLogin();
    const user = await fill(DEMO_ACCOUNTS.member.email, 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('alertdialog', { name: API_MESSAGES.wrongPassword });
    // A modal Radix dialog turns pointer events off on the page and back on for itself a render
    // later; a person cannot click faster than that, a loaded test machine can.
    await waitFor(() => expect(dialog.style.pointerEvents).toBe('auto'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', DEMO_ACCOUNTS.member.email);
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'not-the-password');
    expect(screen.getByText('Guest')).toBeTruthy();
  });

  it('Escape closes the wrong-password popup and leaves focus in the password field, its text selected to retype', async () => {
    renderLogin();
    const user = await fill(DEMO_ACCOUNTS.member.email, 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('alertdialog', { name: API_MESSAGES.wrongPassword });
    // Open, focus is in the popup (its one button), not left behind on the page.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' })));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect([password.selectionStart, password.selectionEnd]).toEqual([0, 'not-the-password'.length]);
    // Typing replaces the wrong password; the email stays as typed.
    await user.keyboard(DEMO_PASSWORD);
    expect(password.value).toBe(DEMO_PASSWORD);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', DEMO_ACCOUNTS.member.email);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/^Hello /)).toBeTruthy();
  });

  it('shows the failure of a login posted without script, until the next try', async () => {
    renderWithSession(
      <LoginForm onSubmit={() => new Promise(() => {})} forgotPasswordHref="/forgot-password" error={{ message: API_MESSAGES.wrongPassword }} />,
      { api: makeClient().session },
    );
    expect(screen.getByRole('alert').textContent).toBe(API_MESSAGES.wrongPassword);
    const user = await fill(DEMO_ACCOUNTS.member.email, 'another-try');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows a returned failure about one field under that field, until the next try', async () => {
    renderWithSession(
      <LoginForm onSubmit={() => new Promise(() => {})} forgotPasswordHref="/forgot-password" error={{ message: 'This field is required', field: 'password' }} />,
      { api: makeClient().session },
    );
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(password)).toBe('This field is required');
    expect(screen.queryByRole('alert')).toBeNull();
    const user = await fill(DEMO_ACCOUNTS.member.email, 'typed-now');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBeNull());
  });

  it('without remember-me the session cookies have no Max-Age', async () => {
    const { cookies } = renderLogin();
    const user = await fill(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Hello Demo member');
    const token = cookies.find((c) => c.startsWith('token='));
    expect(token).toMatch(/^token=[^;]+; Path=\/; SameSite=Lax$/);
    expect(cookies.find((c) => c.startsWith('user='))).not.toMatch(/Max-Age/);
  });

  it('with remember-me the cookies last 604800 seconds', async () => {
    const { cookies } = renderLogin();
    const user = await fill(DEMO_ACCOUNTS.model.email, DEMO_PASSWORD, true);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Hello Mirela');
    for (const name of ['token', 'user', 'remember_me']) {
      expect(cookies.find((c) => c.startsWith(`${name}=`))).toMatch(/Max-Age=604800/);
    }
  });

  it('a double click sends one login', async () => {
    const requests = recordRequests();
    renderLogin();
    const user = await fill(DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
    await user.dblClick(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Hello Demo member');
    expect(requests.filter((r) => r === 'POST /api/login')).toHaveLength(1);
  });

  it('without a popup handler says it inline', async () => {
    renderWithSession(<LoginForm onSubmit={(credentials) => makeClient().session.login(credentials)} forgotPasswordHref="/f" />);
    const user = await fill(DEMO_ACCOUNTS.member.email, 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(API_MESSAGES.wrongPassword);
  });
});
