import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AudienceSwitch } from '@portal/components/AudienceSwitch';

const items = (current: 'client' | 'model' | 'business') =>
  (['client', 'model', 'business'] as const).map((audience) => ({
    href: `/registration/${audience}`,
    label: { client: 'Client', model: 'Model', business: 'Business' }[audience],
    current: audience === current,
  }));

const meta = {
  title: 'Account/AudienceSwitch',
  component: AudienceSwitch,
  args: { label: 'Account type', items: items('client') },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AudienceSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The client's sign-up: the first segment is current. */
export const Client: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Account type' });
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Client');
  },
};

export const Model: Story = { args: { items: items('model') } };

/** A phone: three equal segments in one row, nothing wider than the screen. */
export const Business: Story = {
  args: { items: items('business') },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    const tops = new Set(links.map((a) => Math.round(a.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(within(canvasElement).getByRole('link', { current: 'page' })).toHaveTextContent('Business');
  },
};
