import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { API_MESSAGES } from '../../schemas/constants';
import { loginHrefFor } from '../../sdk/session-store';
import { FavoriteButton } from '@portal/components/account';
import { failing, offline, pending, resolving } from './helpers';

const meta: Meta<typeof FavoriteButton> = {
  title: 'Account/FavoriteButton',
  component: FavoriteButton,
  args: {
    isFavorite: false, role: 'MEMBER', loginHref: loginHrefFor('/agencies/velvet-house'),
    onToggle: fn(resolving({ is_favorite: true }, 300)),
  },
};
export default meta;
type Story = StoryObj<typeof FavoriteButton>;

export const NotFavourite: Story = {};
export const Favourite: Story = { args: { isFavorite: true } };
export const Pending: Story = {
  args: { onToggle: pending },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to favourites' }));
    await expect(canvas.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  },
};
export const Failure: Story = {
  args: { onToggle: failing(offline()) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to favourites' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to favourites' })).toBeVisible();
  },
};
export const Guest: Story = {
  args: { role: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to favourites' }));
    await expect(await canvas.findByText(API_MESSAGES.favoritesClientsOnly)).toBeVisible();
  },
};
export const WrongRole: Story = { args: { role: 'BUSSINESS' }, play: Guest.play };
