import { screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, getStore } from '../../../mocks/node';
import { SETTINGS_MESSAGES } from '../../../schemas/api/settings-messages';
import { API_MESSAGES } from '../../../schemas/constants';
import {
  ChangeEmailForm, ChangePasswordForm, DeleteAccountSection, LanguageForm, NotificationsForm, NotificationSwitches,
} from '@portal/components/account';
import { PortalClientProvider, createQueryClient, portalKeys, portalMutationKeys } from '@portal/sdk/react';
import { AccountSettings } from '../../../ui/site/page-kit/account-area/AccountSettings';
import { LOCALE_NATIVE_NAMES } from '../../../ui/site/shell/locale-names';
import { renderEditorIn } from '../editor/i18n';
import { renderWithI18n } from '../i18n';
import { makeClient, recordRequests, renderWithSession, startMockBackend } from './harness';

/** The settings forms, against the mock backend through the SDK. */
startMockBackend();
vi.setConfig({ testTimeout: 15_000 });

const { model } = DEMO_ACCOUNTS;
const client = () => makeClient(() => model.token);
const user = () => userEvent.setup({ delay: null });

describe('ChangePasswordForm', () => {
  it('changes the password and empties the form', async () => {
    renderWithI18n(<ChangePasswordForm onSubmit={(v) => client().settings.changePassword(v)} />);
    await user().type(screen.getByLabelText('Current password'), model.password);
    await user().type(screen.getByLabelText('New password'), 'Fresh-pass-7');
    await user().type(screen.getByLabelText('Repeat the new password'), 'Fresh-pass-7');
    await user().click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('status')).textContent).toBe(SETTINGS_MESSAGES.passwordChanged);
    expect(getStore().users.get(model.userId)?.password).toBe('Fresh-pass-7');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('puts a wrong current password under its field and keeps everything typed', async () => {
    renderWithI18n(<ChangePasswordForm onSubmit={(v) => client().settings.changePassword(v)} />);
    await user().type(screen.getByLabelText('Current password'), 'not-my-password');
    await user().type(screen.getByLabelText('New password'), 'Fresh-pass-7');
    await user().type(screen.getByLabelText('Repeat the new password'), 'Fresh-pass-7');
    await user().click(screen.getByRole('button', { name: 'Change password' }));
    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(SETTINGS_MESSAGES.wrongCurrentPassword)).toBeTruthy();
    expect((current as HTMLInputElement).value).toBe('not-my-password');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('Fresh-pass-7');
    expect(getStore().users.get(model.userId)?.password).toBe(model.password);
  });

  it('says in German that the passwords differ, before sending anything', async () => {
    const onSubmit = vi.fn();
    await renderEditorIn('de', <ChangePasswordForm onSubmit={onSubmit} />);
    await user().type(screen.getByLabelText('Aktuelles Passwort'), model.password);
    await user().type(screen.getByLabelText('Neues Passwort'), 'Fresh-pass-7');
    await user().type(screen.getByLabelText('Neues Passwort wiederholen'), 'Other-pass-7');
    await user().click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ChangeEmailForm', () => {
  it('shows the new address as pending until confirmed', async () => {
    const { rerender } = renderWithI18n(<ChangeEmailForm email={model.email} pendingEmail={null} onSubmit={vi.fn()} />);
    expect(screen.getByText(`Your e-mail: ${model.email}`)).toBeTruthy();
    let pending: string | null = null;
    const onSubmit = async (v: { email: string; current_password: string }) => {
      pending = (await client().settings.changeEmail(v)).data.pending_email;
    };
    rerender(<ChangeEmailForm email={model.email} pendingEmail={null} onSubmit={onSubmit} />);
    await user().type(screen.getByLabelText('New e-mail'), 'moved@example.test');
    await user().type(screen.getByLabelText('Current password'), model.password);
    await user().click(screen.getByRole('button', { name: 'Send confirmation link' }));
    await waitFor(() => expect(pending).toBe('moved@example.test'));
    rerender(<ChangeEmailForm email={model.email} pendingEmail={pending} onSubmit={onSubmit} />);
    expect(screen.getByRole('status').textContent).toContain('Waiting for confirmation: moved@example.test');
    expect(getStore().outbox.at(-1)).toMatchObject({ to: 'moved@example.test', kind: 'verify-email' });
  });

  it('keeps the typed address when it is taken, with the spec’s text under the field', async () => {
    renderWithI18n(<ChangeEmailForm email={model.email} pendingEmail={null} onSubmit={(v) => client().settings.changeEmail(v)} />);
    await user().type(screen.getByLabelText('New e-mail'), DEMO_ACCOUNTS.member.email);
    await user().type(screen.getByLabelText('Current password'), model.password);
    await user().click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(API_MESSAGES.emailTaken)).toBeTruthy();
    expect((screen.getByLabelText('New e-mail') as HTMLInputElement).value).toBe(DEMO_ACCOUNTS.member.email);
  });
});

describe('NotificationsForm and LanguageForm', () => {
  it('save the choices through the API', async () => {
    const value = { new_models: true, review_replies: true };
    renderWithI18n(<NotificationsForm value={value} onSubmit={(notifications) => client().settings.update({ notifications })} />);
    await user().click(screen.getByLabelText('Replies to my reviews'));
    await user().click(screen.getByRole('button', { name: 'Save notifications' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your changes have been saved.');
    expect((await client().settings.get()).data.notifications).toEqual({ new_models: true, review_replies: false });
  });

  it('a member’s notification switches save through the SDK’s settings call', async () => {
    const member = makeClient(() => DEMO_ACCOUNTS.member.token);
    const { data } = await member.settings.get();
    renderWithI18n(<NotificationSwitches value={data.notifications} onChange={(notifications) => member.settings.update({ notifications })} />);
    await user().click(screen.getByRole('switch', { name: 'Notify me about new models' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your changes have been saved.');
    expect((await member.settings.get()).data.notifications).toEqual({ ...data.notifications, new_models: false });
  });

  it('offers each language in its own words, and the site’s language by default', async () => {
    renderWithI18n(<LanguageForm value={null} names={LOCALE_NATIVE_NAMES} onSubmit={(locale) => client().settings.update({ locale })} />);
    const select = screen.getByLabelText('Language of e-mails');
    expect((select as HTMLSelectElement).value).toBe('');
    await user().selectOptions(select, 'Ελληνικά');
    await user().click(screen.getByRole('button', { name: 'Save language' }));
    await screen.findByRole('status');
    expect((await client().settings.get()).data.locale).toBe('el');
  });
});

describe('DeleteAccountSection', () => {
  it('asks for confirmation; cancel keeps the account', async () => {
    const onDeleted = vi.fn();
    renderWithI18n(<DeleteAccountSection onDelete={(v) => client().settings.deleteAccount(v)} onDeleted={onDeleted} />);
    await user().click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account for good?' });
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getStore().users.has(model.userId)).toBe(true);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes with the password and then logs out', async () => {
    const onDeleted = vi.fn();
    renderWithI18n(<DeleteAccountSection onDelete={(v) => client().settings.deleteAccount(v)} onDeleted={onDeleted} />);
    await user().click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog');
    await user().type(within(dialog).getByLabelText('Current password'), 'wrong');
    await user().click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText(SETTINGS_MESSAGES.wrongCurrentPassword)).toBeTruthy();
    expect(getStore().users.has(model.userId)).toBe(true);
    const field = within(dialog).getByLabelText('Current password');
    await user().clear(field);
    await user().type(field, model.password);
    await user().click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(getStore().users.has(model.userId)).toBe(false);
  });
});

describe('the settings tab (AccountSettings)', () => {
  it('saves through the SDK’s settings mutations, and shows their answer without asking the API again', async () => {
    const queryClient = createQueryClient({ defaultOptions: { queries: { retry: false } } });
    const requests = recordRequests();
    renderWithSession(
      <QueryClientProvider client={queryClient}>
        <PortalClientProvider client={client()}><AccountSettings /></PortalClientProvider>
      </QueryClientProvider>,
    );
    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    await user().click(within(notifications).getByLabelText('Replies to my reviews'));
    await user().click(within(notifications).getByRole('button', { name: 'Save notifications' }));
    expect((await within(notifications).findByRole('status')).textContent).toBe('Your changes have been saved.');
    // The write ran as the SDK's settings mutation (its key, for devtools and `useIsMutating`)...
    expect(queryClient.getMutationCache().findAll({ mutationKey: portalMutationKeys.settings('update'), status: 'success' })).toHaveLength(1);
    // ...whose answer is now the page's settings: read once, written once, never refetched.
    expect(queryClient.getQueryData(portalKeys.settings.get())).toMatchObject({ data: { notifications: { new_models: true, review_replies: false } } });
    expect(requests.filter((r) => r.endsWith('/api/account/settings'))).toEqual(['GET /api/account/settings', 'PATCH /api/account/settings']);
    await waitFor(() => expect((within(notifications).getByLabelText('Replies to my reviews') as HTMLInputElement).checked).toBe(false));
  });
});
