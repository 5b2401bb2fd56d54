import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { API_MESSAGES } from '../../schemas/constants';
import { ResetPasswordForm } from '@portal/components/account';
import { failing, pending, resolving, validationError } from './helpers';

const meta: Meta<typeof ResetPasswordForm> = {
  title: 'Account/ResetPasswordForm',
  component: ResetPasswordForm,
  args: {
    token: 'a1b2c3d4', defaultEmail: 'member@demo.test', loginHref: '/login',
    onSubmit: fn(resolving({ message: API_MESSAGES.passwordReset })),
  },
};
export default meta;
type Story = StoryObj<typeof ResetPasswordForm>;

async function send(canvasElement: HTMLElement, confirm = 'Brand-new-pass-9') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Password'), 'Brand-new-pass-9');
  await userEvent.type(canvas.getByLabelText('Repeat password'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Save password' }));
  return canvas;
}

export const Empty: Story = {};
export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'Another-pass-9');
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
  },
};
export const ServerValidation: Story = {
  args: { onSubmit: failing(validationError({ password: ['The password is too common.'] })) },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByText('The password is too common.')).toBeVisible();
  },
};
export const Pending: Story = {
  args: { onSubmit: pending },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save password' })).toBeDisabled());
  },
};
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(API_MESSAGES.passwordReset);
  },
};
/** §8 "otherwise error": an expired token. */
export const Failure: Story = {
  args: { onSubmit: failing(validationError({ token: ['This password reset token is invalid.'] })) },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
/** Opened without the email's link (no token): no form that can only fail, a way to a new link instead. */
export const WithoutTheLink: Story = {
  args: { token: '', forgotPasswordHref: '/forgot-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
