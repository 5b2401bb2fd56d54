import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReplyForm } from '@portal/components/account';
import { REVIEW_TEXT, failing, offline, pending, resolving } from './helpers';

const meta: Meta<typeof ReplyForm> = {
  title: 'Account/ReplyForm',
  component: ReplyForm,
  args: { role: 'INDIVIDUAL', isOwner: true, onSubmit: fn(resolving({ message: 'Reply saved' }, 300)) },
};
export default meta;
type Story = StoryObj<typeof ReplyForm>;

async function send(canvasElement: HTMLElement, text = REVIEW_TEXT) {
  const canvas = within(canvasElement);
  if (text) await userEvent.type(canvas.getByLabelText('Your reply'), text);
  await userEvent.click(canvas.getByRole('button', { name: 'Reply' }));
  return canvas;
}

export const Empty: Story = {};
export const BusinessOwner: Story = { args: { role: 'BUSSINESS' } };
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement, 'Thanks!');
    await expect(await canvas.findByText('fill in at least 50 characters')).toBeVisible();
  },
};
export const Pending: Story = {
  args: { onSubmit: pending },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Reply' })).toBeDisabled());
  },
};
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};
export const Failure: Story = {
  args: { onSubmit: failing(offline()) },
  play: async ({ canvasElement }) => {
    const canvas = await send(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByLabelText('Your reply')).toHaveValue(REVIEW_TEXT);
  },
};
/** Not the reviewed model or business: nothing to show. */
export const NotOwner: Story = { args: { role: 'MEMBER', isOwner: false } };
