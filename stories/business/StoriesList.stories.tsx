import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { StoriesList } from '@portal/components/business';
import { phone } from '../editor/fixtures';
import { stories } from './fixtures';

const meta = {
  title: 'Business/StoriesList',
  component: StoriesList,
  args: { stories, authorHref: (s) => `/escort/${s.author.slug}` },
} satisfies Meta<typeof StoriesList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Cards with poster (or the author's initial) and author; nothing plays on its own. */
export const Stories: Story = {};

/** Play opens the video in a dialog with the browser's controls. */
export const Playing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play the story of Alina' }));
    await expect(await screen.findByRole('dialog', { name: 'Story by Alina' })).toBeVisible();
  },
};

/** The owner's view while their profile is on moderation: their held story is labelled pending. */
export const OwnPending: Story = {
  args: { stories: [{ ...stories[0]!, status: 'pending' }, ...stories.slice(1).map((s) => ({ ...s, status: 'published' as const }))] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending moderation')).toBeVisible();
  },
};

export const Empty: Story = { args: { stories: [] } };
export const Phone: Story = { ...phone };
