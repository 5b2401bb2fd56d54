import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FREE_ADVERTISING_MONTHS } from '../../schemas/constants';
import { AdvertiserBenefits } from '@portal/components/AdvertiserBenefits';

const meta = {
  title: 'Account/AdvertiserBenefits',
  component: AdvertiserBenefits,
  args: { audience: 'individual' },
  argTypes: { audience: { control: 'inline-radio', options: ['individual', 'business'] } },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}><Story /></div>],
} satisfies Meta<typeof AdvertiserBenefits>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Beside a model's sign-up: the §6 benefits of TOP and VIP. */
export const Model: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('complementary', { name: 'What you get' });
    await expect(within(panel).getByRole('region', { name: 'VIP' })).toHaveTextContent('Personal manager');
  },
};

/** Beside a business's sign-up: its free advertising months (§9) first, then its packages. */
export const Business: Story = {
  args: { audience: 'business' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(`Free advertising for ${FREE_ADVERTISING_MONTHS} months`)).toBeVisible();
  },
};
