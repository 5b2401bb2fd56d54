import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SETTINGS_MESSAGES } from '../../schemas/api/settings-messages';
import {
  ChangeEmailForm, ChangePasswordForm, DeleteAccountSection, LanguageForm, NotificationsForm,
} from '@portal/components/account';
import { LOCALE_NATIVE_NAMES } from '../../ui/site/shell/locale-names';
import { ApiError } from '../../sdk/client';
import editor from '../../sdk/i18n/sections/editor/en';
import en from '@portal/sdk/i18n/en';
import { failing, resolving, validationError } from './helpers';

/** The settings tab: each form on its own, with the outcomes a user meets. */
function SettingsPage({ pendingEmail = null }: { pendingEmail?: string | null }) {
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '40rem' }}>
      <ChangePasswordForm onSubmit={fn(resolving({ message: SETTINGS_MESSAGES.passwordChanged }))} />
      <ChangeEmailForm email="model@demo.test" pendingEmail={pendingEmail} onSubmit={fn(resolving({}))} />
      <NotificationsForm value={{ new_models: true, review_replies: false }} onSubmit={fn(resolving({}))} />
      <LanguageForm value="de" names={LOCALE_NATIVE_NAMES} onSubmit={fn(resolving({}))} />
      <DeleteAccountSection onDelete={fn(resolving({}))} onDeleted={fn()} />
    </div>
  );
}

const meta: Meta<typeof SettingsPage> = { title: 'Account/Settings', component: SettingsPage };
export default meta;
type Story = StoryObj<typeof SettingsPage>;

export const AllSettings: Story = {};
export const EmailPending: Story = { args: { pendingEmail: 'new.address@example.test' } };

export const WrongCurrentPassword: Story = {
  render: () => (
    <ChangePasswordForm onSubmit={fn(failing(validationError({ current_password: [SETTINGS_MESSAGES.wrongCurrentPassword] })))} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'not-mine');
    await userEvent.type(canvas.getByLabelText('New password'), 'Fresh-pass-7');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'Fresh-pass-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText(SETTINGS_MESSAGES.wrongCurrentPassword)).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveValue('Fresh-pass-7');
  },
};

export const DeleteConfirmation: Story = {
  render: () => <DeleteAccountSection onDelete={fn(resolving({}))} onDeleted={fn()} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete my account' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Delete your account for good?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete for good' })).toBeVisible();
  },
};

/** A member's account: the dialog says what a member loses (no profiles or pages to leave the site). */
export const MemberDeleteConfirmation: Story = {
  render: () => <DeleteAccountSection onDelete={fn(resolving({}))} onDeleted={fn()} warning={editor.account.delete.memberWarning} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete my account' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Delete your account for good?' });
    await expect(within(dialog).getByText(editor.account.delete.memberWarning)).toBeVisible();
  },
};

/** The server fails ("Server Error"): the form says so in the visitor's words and keeps everything typed. */
export const ServerDown: Story = {
  render: () => <ChangePasswordForm onSubmit={fn(failing(new ApiError(500, { message: 'Server Error' })))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Current password'), 'Demo-pass-1');
    await userEvent.type(canvas.getByLabelText('New password'), 'Fresh-pass-7');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'Fresh-pass-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(en.errors.server);
    await expect(canvas.getByLabelText('New password')).toHaveValue('Fresh-pass-7');
    await expect(canvas.getByRole('button', { name: 'Change password' })).toBeEnabled();
    // The shot never depends on whether the pressed button's focus ring came back.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
