import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { API_MESSAGES } from '../../schemas/constants';
import { ForgotPasswordForm } from '@portal/components/account';
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
/** §8: 422 gives a validation response, shown under the field (a malformed address; an unknown one is not refused). */
export const ServerValidation: Story = {
  args: { onSubmit: failing(validationError({ email: ['The email field must be a valid email address.'] })) },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'someone@demo.test');
    await expect(await canvas.findByText('The email field must be a valid email address.')).toBeVisible();
  },
};
/** §8: 400 returns the response, whose message is shown. */
export const BadRequest: Story = {
  args: { onSubmit: resolving({ outcome: 'rejected', message: 'Please wait before retrying.' }) },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please wait before retrying.');
    // The form is ready for another try; the button that was pressed is left, so the last frame
    // never depends on whether its focus ring came back after it was disabled.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send link' })).toBeEnabled());
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
export const Pending: Story = {
  args: { onSubmit: pending },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send link' })).toBeDisabled());
  },
};
/** One neutral text whether or not the address has an account. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('If an account uses this address, we have emailed your password reset link.');
  },
};
/** The same neutral text in German, for any address. */
export const SuccessGerman: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-Mail'), 'nobody@nowhere.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Link senden' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Falls zu dieser Adresse ein Konto besteht');
  },
};
export const Failure: Story = {
  args: { onSubmit: failing(offline()) },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
