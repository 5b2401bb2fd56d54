import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { API_MESSAGES } from '../../schemas/constants';
import { usePortalClient } from '@portal/sdk/react';
import { formDraftKey } from '../../sdk/session-store';
import { ContactForm } from '@portal/components/account';
import { failing, pending, resolving, serverError, validationError } from './helpers';

const meta: Meta<typeof ContactForm> = {
  title: 'Account/ContactForm',
  component: ContactForm,
  args: { onSubmit: fn(resolving({ message: API_MESSAGES.contactThanks })) },
};
export default meta;
type Story = StoryObj<typeof ContactForm>;

async function fill(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Your name'), 'Alex');
  await userEvent.type(canvas.getByLabelText('Your email'), 'alex@demo.test');
  await userEvent.type(canvas.getByLabelText('Subject'), 'Advertising');
  await userEvent.type(canvas.getByLabelText('Message'), 'How do I book a banner on the home page?');
  return canvas;
}
const send = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));

export const Empty: Story = {};
export const Prefilled: Story = { args: { defaultValues: { name: 'Martin', email: 'member@demo.test' } } };
export const Filled: Story = { play: async ({ canvasElement }) => { await fill(canvasElement); } };
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true'));
  },
};
export const ServerValidation: Story = {
  args: { onSubmit: failing(validationError({ email: ['The email domain does not accept mail.'] })) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await send(canvasElement);
    await expect(await canvas.findByText('The email domain does not accept mail.')).toBeVisible();
  },
};
export const Pending: Story = {
  args: { onSubmit: pending },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await send(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled());
  },
};
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await send(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(API_MESSAGES.contactThanks);
  },
};
/** §8: 'Failed to leave feedback, please try again later', with the text kept. */
export const Failure: Story = {
  args: { onSubmit: failing(serverError()) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await send(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(API_MESSAGES.feedbackFailed);
    await expect(canvas.getByLabelText('Message')).toHaveValue('How do I book a banner on the home page?');
  },
};

/** Against the mock backend, with a draft kept in sessionStorage: type, reload the story, the text is back. */
export const Connected: Story = {
  render: function Render() {
    const client = usePortalClient();
    return <ContactForm onSubmit={(values) => client.session.sendContactForm(values)} draftKey={formDraftKey('contact', '/feedback')} />;
  },
};
