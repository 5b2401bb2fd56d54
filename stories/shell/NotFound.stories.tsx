import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import en from '@portal/sdk/i18n/en';
import { NotFound, ServerError } from '../../ui/site/shell/NotFound';
import { withSiteShell } from './site-shell';

const meta = {
  title: 'Site shell/NotFound',
  component: NotFound,
  decorators: [withSiteShell],
  args: { path: '/escort/<b>no-such-profile</b>' },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §8 'Page Not Found' with the requested path as plain text, and the way home in this language. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/<b>no-such-profile<\/b>/)).toBeInTheDocument();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};

export const Error: StoryObj = { render: () => <ServerError /> };

/** The API refused this visitor the page's data (upstream 403): said so, with no "Try again". */
export const Forbidden: StoryObj = {
  render: () => <ServerError forbidden />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(en.errors.forbidden)).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
