import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from '../../ui/site/shell/Footer';
import { withSiteShell } from './site-shell';

const meta = {
  title: 'Site shell/Footer',
  component: Footer,
  decorators: [withSiteShell],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §2 footer: terms, cookie policy, privacy policy, contact and support (the last two: the feedback form). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/site-conditions/terms-conditions', '/site-conditions/policy', '/site-conditions/privacy-policy', '/feedback', '/feedback?topic=support',
    ]);
  },
};

export const Minimal: Story = { args: { minimal: true } };
