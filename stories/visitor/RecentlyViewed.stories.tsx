import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecentlyViewed } from '@portal/components/RecentlyViewed';
import type { RecentProfileCard } from '@portal/components/RecentlyViewed';
import { profileSummary } from '../fixtures';

/** The profiles this visitor opened last (beyond the spec), newest first, kept on the device. */
const recent = (id: number, overrides: Parameters<typeof profileSummary>[1] = {}): RecentProfileCard => {
  const card = profileSummary(id, overrides);
  return { ...card, href: `/escort/${card.slug}` };
};

const meta = {
  title: 'Visitor/RecentlyViewed',
  component: RecentlyViewed,
  args: { profiles: [recent(7), recent(2), recent(5)], onClear: fn() },
} satisfies Meta<typeof RecentlyViewed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three profiles as cards under a heading, with the device note and "Clear the history". */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Recently viewed' });
    await expect(within(section).getByText('Kept on this device only.')).toBeVisible();
    const names = within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(names).toEqual(['Hana', 'Chloé', 'Freya']);
    await expect(within(section).getByRole('link', { name: /Hana/ })).toHaveAttribute('href', '/escort/hana-7');
    await userEvent.click(within(section).getByRole('button', { name: 'Clear the history' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** Nothing viewed yet (or the history just cleared): the section is not there at all. */
export const Empty: Story = {
  args: { profiles: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

/** Under a page's own h2 section: the heading one level down, the cards' names below it. */
export const NestedHeading: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Recently viewed' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  },
};

/** Russian on a phone, with long names and cities: one card a row, the texts translated. */
export const RussianLongNames: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile1' } },
  args: {
    profiles: [
      recent(4, { name: 'Александра-Виктория Константинопольская', city: { id: 90, title: 'Санкт-Петербург' } }),
      recent(8, { name: 'Екатерина', city: { id: 91, title: 'Петропавловск-Камчатский' } }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Вы недавно смотрели' });
    await expect(within(section).getByText('Хранится только на этом устройстве.')).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Очистить историю' })).toBeVisible();
    await expect(within(section).getByRole('heading', { name: 'Александра-Виктория Константинопольская' })).toBeVisible();
    // Nothing sticks out of the 320 px screen.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Greek. */
export const Greek: Story = {
  globals: { locale: 'el' },
  args: { profiles: [recent(3, { name: 'Ελένη', city: { id: 31, title: 'Θεσσαλονίκη' } })] },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Είδατε πρόσφατα' });
    await expect(within(section).getByRole('button', { name: 'Διαγραφή ιστορικού' })).toBeVisible();
    await expect(within(section).getByRole('heading', { name: /^Ελένη/ })).toBeVisible();
  },
};
