import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationSwitches } from '../../ui/components/account';
import { failing, offline, resolving } from './helpers';

/**
 * The member's notification preferences as switches (issue 26), on /client/notification. Each
 * flip is saved at once through `client.settings.update`. The toolbar's language switches the texts.
 */
const meta = {
  title: 'Account/NotificationSwitches',
  component: NotificationSwitches,
  args: { value: { new_models: true, review_replies: false }, onChange: fn(resolving({}, 300)) },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}><Story /></div>],
} satisfies Meta<typeof NotificationSwitches>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Preferences: Story = {};

/** A flip is saved at once and said so. */
export const Saved: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [newModels] = canvas.getAllByRole('switch');
    await userEvent.click(newModels!);
    await expect(newModels).toHaveAttribute('aria-checked', 'false');
    await expect(args.onChange).toHaveBeenCalledWith({ new_models: false, review_replies: false });
    await expect(await canvas.findByText(/./, { selector: '[role="status"]' })).toBeVisible();
  },
};

/** A save that fails puts the switch back and says why. */
export const SaveFails: Story = {
  args: { onChange: fn(failing(offline())) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [newModels] = canvas.getAllByRole('switch');
    await userEvent.click(newModels!);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(newModels).toHaveAttribute('aria-checked', 'true');
  },
};
