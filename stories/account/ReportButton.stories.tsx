import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { API_MESSAGES } from '../../schemas/constants';
import { ReportButton, ReportForm } from '@portal/components/account';
import { failing, pending, resolving, serverError } from './helpers';

const meta: Meta<typeof ReportButton> = {
  title: 'Account/ReportButton',
  component: ReportButton,
  args: {
    pageUrl: '/escort/chloe-12', anonymousEmail: 'no-reply@portal.example',
    onSubmit: fn(resolving({ message: API_MESSAGES.contactThanks })),
  },
};
export default meta;
type Story = StoryObj<typeof ReportButton>;

const dialog = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('dialog');

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report this profile' }));
  const form = within(await dialog(canvasElement));
  // The form's code loads when the dialog first opens.
  await form.findByRole('button', { name: 'Send report' });
  return form;
}
async function fillAndSend(canvasElement: HTMLElement) {
  const form = await open(canvasElement);
  await userEvent.click(form.getByRole('radio', { name: 'Stolen photos' }));
  await userEvent.type(form.getByLabelText('Details'), 'These photos belong to a model on another site.');
  await userEvent.click(form.getByRole('button', { name: 'Send report' }));
  return form;
}

export const Closed: Story = {};
export const Open: Story = { play: async ({ canvasElement }) => { await open(canvasElement); } };
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const form = await open(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(form.getByRole('radiogroup', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true'));
  },
};
export const Pending: Story = {
  args: { onSubmit: pending },
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement);
    await waitFor(() => expect(form.getByRole('button', { name: 'Send report' })).toBeDisabled());
  },
};
export const Receipt: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement);
    await expect(await form.findByRole('status')).toBeVisible();
  },
};
export const Failure: Story = {
  args: { onSubmit: failing(serverError()) },
  play: async ({ canvasElement }) => {
    const form = await fillAndSend(canvasElement);
    await expect(await form.findByRole('alert')).toBeVisible();
  },
};

/** The form on its own, e.g. for a page without dialogs. */
export const FormOnly: StoryObj<typeof ReportForm> = {
  render: () => (
    <ReportForm pageUrl="/agencies/velvet-house" anonymousEmail="no-reply@portal.example" onSubmit={resolving({ message: 'ok' })} />
  ),
};
