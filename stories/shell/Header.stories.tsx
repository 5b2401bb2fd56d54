import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SITE_NAME } from '../../sdk/i18n/brand';
import { Header } from '../../ui/site/shell/Header';
import { withSiteShell } from './site-shell';

const meta = {
  title: 'Site shell/Header',
  component: Header,
  decorators: [withSiteShell],
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/escort'] } },
  args: { user: null },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest on the escort listing: the eleven sections of §2, the current one marked, and "Log in". */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await expect(within(nav).getAllByRole('link')).toHaveLength(11);
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute('href', '/escort');
    // The wordmark: one link home, named by the brand; English says Trans, the route stays /trances.
    await expect(canvas.getByRole('link', { name: SITE_NAME })).toHaveAttribute('href', '/');
    await expect(within(nav).getByRole('link', { name: 'Trans' })).toHaveAttribute('href', '/trances');
  },
};

/** A logged-in model: the account link leads to her own area. */
export const LoggedIn: Story = { args: { user: { id: 2, name: 'Anna', role: 'INDIVIDUAL' } } };

/** Phone width: the menu folds under a labelled button that reports its state. */
export const PhoneMenu: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { expanded: false });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The registration layout's slim header: the languages only (its card carries the wordmark). */
export const Slim: Story = {
  args: { slim: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: SITE_NAME })).toBeNull();
  },
};
