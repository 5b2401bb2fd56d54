import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { API_MESSAGES } from '../../schemas/constants';
import { ForgotPasswordForm } from '../../ui/components/account';
import { failing, offline, pending, resolving, validationError } from './helpers';

const meta: Meta<typeof ForgotPasswordForm> = {
  title: 'Account/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { loginHref: '/login', onSubmit: fn(resolving({ outcome: 'sent', message: API_MESSAGES.resetLinkSent })) },
};
export default meta;
type Story = StoryObj<typeof ForgotPasswordForm>;

async function send(canvasElement: HTMLElement, email = 'member@demo.test') {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Send link' }));
  return canvas;
}

export const Empty: Story = {};
export const Filled: Story = {
  play: async ({ canvasElement }) => { await userEvent.type(within(canvasElement).getByLabelText('Email'), 'member@demo.test'); },
};
export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'not-an-email');
    await waitFor(() => expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
  },
};
/** §8: 422 gives a validation response, shown under the field. */
export const ServerValidation: Story = {
  args: { onSubmit: failing(validationError({ email: ["We can't find a user with that email address."] })) },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'nobody@demo.test');
    await expect(await canvas.findByText("We can't find a user with that email address.")).toBeVisible();
  },
};
/** §8: 400 returns the response, whose message is shown. */
export const BadRequest: Story = {
  args: { onSubmit: resolving({ outcome: 'rejected', message: 'Please wait before retrying.' }) },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please wait before retrying.');
  },
};
export const Pending: Story = {
  args: { onSubmit: pending },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send link' })).toBeDisabled());
  },
};
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(API_MESSAGES.resetLinkSent);
  },
};
export const Failure: Story = {
  args: { onSubmit: failing(offline()) },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
