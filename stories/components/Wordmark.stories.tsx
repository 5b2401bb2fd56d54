import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SITE_NAME } from '../../sdk/i18n/brand';
import { Wordmark } from '@portal/components/Wordmark';

const meta = {
  title: 'Brand/Wordmark',
  component: Wordmark,
  args: { href: '/', size: 'md', adult: true },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Wordmark>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header's lockup: mark, name in the display face, 18+ tag; one link named by the brand. */
export const Header: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: SITE_NAME });
    await expect(link).toHaveAttribute('href', '/');
    await expect(getComputedStyle(link.querySelector('span')!).fontFamily).toMatch(/Noto Serif Display/);
  },
};

/** On top of the sign-in and registration cards: larger, without the tag. */
export const Large: Story = { args: { size: 'lg', adult: false, href: '/ru' } };
