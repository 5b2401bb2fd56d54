import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NotificationSwitches } from '@portal/components/account';
import { failing, offline, resolving } from './helpers';

/**
 * The member's notification preferences as switches, on /client/notification. Each
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

/** Russian on a phone: each switch named by its translated label, the save said in Russian. */
export const RussianPhone: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile1' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'О чём мы сообщаем' })).toBeVisible();
    const replies = canvas.getByRole('switch', { name: 'Сообщать об ответах на мои отзывы' });
    await expect(replies).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(replies);
    await expect(args.onChange).toHaveBeenCalledWith({ new_models: true, review_replies: true });
    await expect(await canvas.findByText('Изменения сохранены.')).toBeVisible();
  },
};

/** Greek: a failed save, said in Greek, the switch back where it was. */
export const GreekSaveFails: Story = {
  globals: { locale: 'el' },
  args: { onChange: fn(failing(offline())) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const newModels = canvas.getByRole('switch', { name: 'Ενημέρωση για νέα μοντέλα' });
    await userEvent.click(newModels);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Η επιλογή σας δεν αποθηκεύτηκε. Δοκιμάστε ξανά.');
    await expect(newModels).toHaveAttribute('aria-checked', 'true');
  },
};
