import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { SponsoredLabel } from '@portal/components/SponsoredLabel';

const meta = {
  title: 'Listing/SponsoredLabel',
  component: SponsoredLabel,
  args: { package: 'TOP', adType: 'profile' },
  argTypes: {
    package: { control: 'inline-radio', options: ['TOP', 'VIP'] },
    adType: { control: 'select', options: ['profile', 'agency', 'salon', 'club', 'studio'] },
  },
} satisfies Meta<typeof SponsoredLabel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Top: Story = {};
export const Vip: Story = { args: { package: 'VIP' } };

/** A tap or Enter explains who paid for the placement and why it is shown first. */
export const Explained: Story = {
  args: { package: 'VIP', adType: 'agency' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};
