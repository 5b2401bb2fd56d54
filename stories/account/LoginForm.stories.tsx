import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mocks/browser';
import { API_MESSAGES } from '../../schemas/constants';
import { WrongPasswordError } from '../../sdk/client';
import { usePortalClient } from '@portal/sdk/react';
import { SessionProvider, useSession } from '../../sdk/react/session';
import { LoginForm, WrongPasswordPopup } from '@portal/components/account';
import { failing, offline, pending } from './helpers';

/** The login page's composition: the form, and the app shell's wrong-password popup. */
function LoginWithPopup(props: ComponentProps<typeof LoginForm>) {
  const [wrong, setWrong] = useState(false);
  return (
    <>
      <LoginForm {...props} onWrongPassword={() => setWrong(true)} />
      <WrongPasswordPopup open={wrong} onOpenChange={setWrong} />
    </>
  );
}

/** Wired to the session and the mock backend, as the page will be. */
function LoginPage() {
  const session = useSession();
  const [wrong, setWrong] = useState(false);
  if (session.user) return <p role="status">{session.user.name}</p>;
  return (
    <>
      <LoginForm
        forgotPasswordHref="/forgot-password"
        registerHref="/become-member"
        onSubmit={session.login}
        onWrongPassword={() => setWrong(true)}
      />
      <WrongPasswordPopup open={wrong} onOpenChange={setWrong} />
    </>
  );
}

/** A session of its own, logged out, whose login calls the mock backend. */
function ConnectedLogin() {
  const client = usePortalClient();
  return (
    <SessionProvider api={client.session} storeOptions={{ broadcast: null, writeCookie: () => {} }}>
      <LoginPage />
    </SessionProvider>
  );
}

const meta: Meta<typeof LoginForm> = {
  title: 'Account/LoginForm',
  component: LoginForm,
  args: { forgotPasswordHref: '/forgot-password', registerHref: '/become-member', onSubmit: fn(async () => {}) },
};
export default meta;
type Story = StoryObj<typeof LoginForm>;

async function fill(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  return canvas;
}

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
  },
};

/** A login posted without script came back refused: §8's text above the form. */
export const ReturnedWithoutScript: Story = {
  args: { error: { message: API_MESSAGES.wrongPassword } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(API_MESSAGES.wrongPassword);
  },
};

/** …or without a password: said under that field. */
export const ReturnedWithoutPassword: Story = {
  args: { error: { message: 'This field is required', field: 'password' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const Pending: Story = {
  args: { onSubmit: pending },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Log in' })).toBeDisabled());
  },
};

export const WrongPassword: Story = {
  args: { onSubmit: failing(new WrongPasswordError(200)) },
  render: (args) => <LoginWithPopup {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, DEMO_ACCOUNTS.member.email, 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog', { name: API_MESSAGES.wrongPassword })).toBeVisible();
  },
};

export const Failure: Story = {
  args: { onSubmit: failing(offline()) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toHaveValue(DEMO_ACCOUNTS.member.email);
  },
};

/** Against the mock backend: the demo member logs in (try a wrong password for the popup). */
export const Success: Story = {
  render: () => <ConnectedLogin />,
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, DEMO_ACCOUNTS.member.email, DEMO_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};
