import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { API_MESSAGES } from '../../schemas/constants';
import { ApiError } from '../../sdk/client';
import { loginHrefFor } from '../../sdk/session-store';
import { LikeButton } from '@portal/components/account';
import { failing, pending, resolving, serverError } from './helpers';

const meta: Meta<typeof LikeButton> = {
  title: 'Account/LikeButton',
  component: LikeButton,
  args: {
    likes: 41, isLiked: false, role: 'MEMBER', loginHref: loginHrefFor('/escort/chloe-12'),
    onToggle: fn(resolving({ likes: 42, is_liked: true }, 300)),
  },
};
export default meta;
type Story = StoryObj<typeof LikeButton>;

const like = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Like' });

export const NotLiked: Story = {};
export const Liked: Story = { args: { likes: 42, isLiked: true } };
/** Optimistic: pressed and counted before the answer arrives. */
export const Pending: Story = {
  args: { onToggle: pending },
  play: async ({ canvasElement }) => {
    await userEvent.click(like(canvasElement));
    await expect(like(canvasElement)).toHaveAttribute('aria-pressed', 'true');
    await expect(within(canvasElement).getByText('42 likes')).toBeVisible();
  },
};
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(like(canvasElement));
    await waitFor(() => expect(like(canvasElement)).toHaveAttribute('aria-pressed', 'true'));
  },
};
/** The call failed: the like is rolled back and the reason shown. */
export const Failure: Story = {
  args: { onToggle: failing(serverError()) },
  play: async ({ canvasElement }) => {
    await userEvent.click(like(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(like(canvasElement)).toHaveAttribute('aria-pressed', 'false');
  },
};
export const RefusedByServer: Story = {
  args: { onToggle: failing(new ApiError(403, { message: API_MESSAGES.likesClientsOnly })) },
  play: Failure.play,
};
export const Guest: Story = {
  args: { role: null },
  play: async ({ canvasElement }) => {
    await userEvent.click(like(canvasElement));
    await expect(await within(canvasElement).findByText(API_MESSAGES.likesClientsOnly)).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Log in' })).toBeVisible();
  },
};
export const WrongRole: Story = {
  args: { role: 'INDIVIDUAL' },
  play: async ({ canvasElement }) => {
    await userEvent.click(like(canvasElement));
    await expect(await within(canvasElement).findByText(API_MESSAGES.likesClientsOnly)).toBeVisible();
  },
};
