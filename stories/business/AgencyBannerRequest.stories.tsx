import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgencyBannerRequest } from '@portal/components/business';
import { failing, offline } from '../account/helpers';

const meta = {
  title: 'Business/AgencyBannerRequest',
  component: AgencyBannerRequest,
  args: { value: { create_banner: false, description: null }, onSubmit: fn(async () => ({})) },
} satisfies Meta<typeof AgencyBannerRequest>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A banner wanted and described, then sent. */
export const Sent: Story = {
  args: { value: { create_banner: true, description: 'Our logo in gold on a dark background' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you!');
  },
};

/** A banner wanted without a description: the field asks for one. */
export const NeedsDescription: Story = {
  args: { value: { create_banner: true, description: null } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send request' }));
  },
};

export const Failed: Story = {
  args: { value: { create_banner: true, description: 'Neon sign' }, onSubmit: fn(failing(offline())) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
