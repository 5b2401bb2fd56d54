import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LanguageSwitcher } from '../../ui/site/shell/LanguageSwitcher';
import { withSiteShell } from './site-shell';

const meta = {
  title: 'Site shell/LanguageSwitcher',
  component: LanguageSwitcher,
  decorators: [withSiteShell],
  parameters: { router: { initialEntries: ['/escort/anna-1?page=2'] } },
} satisfies Meta<typeof LanguageSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One link per language to the same page (query kept), each in its own words, the current one marked. */
export const OnAProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText(/EN/));
    const russian = canvas.getByRole('link', { name: 'Русский' });
    await expect(russian).toHaveAttribute('href', '/ru/escort/anna-1?page=2');
    await expect(russian).toHaveAttribute('hreflang', 'ru');
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  },
};
