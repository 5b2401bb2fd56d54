import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, getStore, server } from '../../../mocks/node';
import { createI18n } from '@portal/sdk/i18n';
import de from '@portal/sdk/i18n/de';
import en from '@portal/sdk/i18n/en';
import deEditor from '../../../sdk/i18n/sections/editor/de';
import editor from '../../../sdk/i18n/sections/editor/en';
import Page from '../../../ui/site/pages/account-tab';
import { demoSession, renderAreaPage } from '../business/area-harness';
import { startMockBackend } from './harness';

/**
 * The member's settings tab (/client/settings) as the site renders it, against the mock backend:
 * the same settings forms as the model's and the business's, under the member's own tab bar.
 */
startMockBackend();
vi.setConfig({ testTimeout: 20_000 });

const { member } = DEMO_ACCOUNTS;
const user = () => userEvent.setup({ delay: null });
const renderSettings = async (options: { locale?: 'en' | 'de' } = {}) => {
  const session = await demoSession(member.email, member.password);
  const i18n = options.locale === 'de' ? await createI18n('de', { sections: ['editor', 'auth'] }) : undefined;
  return renderAreaPage(<Page />, {
    route: 'client-settings', url: '/client/settings', session, ...(i18n ? { i18n, locale: 'de' as const } : {}),
  });
};
const value = (label: string, within_: HTMLElement) => (within(within_).getByLabelText(label) as HTMLInputElement).value;

describe('the member’s settings tab', () => {
  it('is the fourth tab of the member’s bar, marked current, with the e-mail, password, notification and delete forms', async () => {
    await renderSettings();
    const tabs = screen.getByRole('navigation', { name: en.nav.account });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      en.pages.client.favorites, en.pages.client.notifications, en.pages.client.myReviews, editor.tabs.settings,
    ]);
    const current = within(tabs).getByRole('link', { name: editor.tabs.settings });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/client/settings');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(editor.tabs.settings);
    for (const title of [editor.account.password.title, editor.account.email.title, editor.account.notifications.title, editor.account.delete.title]) {
      expect(await screen.findByRole('region', { name: title }), title).toBeTruthy();
    }
    expect(screen.getByText(`Your e-mail: ${member.email}`)).toBeTruthy();
    // A member has no profiles or pages: the warning says what a member loses.
    const remove = screen.getByRole('region', { name: editor.account.delete.title });
    expect(within(remove).getByText(editor.account.delete.memberWarning)).toBeTruthy();
    expect(within(remove).queryByText(editor.account.delete.warning)).toBeNull();
  });

  it('turns a notification off through the settings call', async () => {
    await renderSettings();
    const notifications = await screen.findByRole('region', { name: editor.account.notifications.title });
    await user().click(within(notifications).getByLabelText(editor.account.notifications.newModels));
    await user().click(within(notifications).getByRole('button', { name: editor.account.notifications.submit }));
    expect((await within(notifications).findByRole('status')).textContent).toBe(editor.account.saved);
    expect(getStore().prefsOf(member.userId).notifications.new_models).toBe(false);
  });

  it('a failed save (the server down) keeps everything typed and says so in the member’s language', async () => {
    server.use(
      http.post('*/api/account/password', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
      http.post('*/api/account/email', () => HttpResponse.json({ message: 'Service Unavailable' }, { status: 503 })),
      http.patch('*/api/account/settings', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
    );
    await renderSettings({ locale: 'de' });
    const { account } = deEditor;

    const password = await screen.findByRole('region', { name: account.password.title });
    await user().type(within(password).getByLabelText(account.currentPassword), member.password);
    await user().type(within(password).getByLabelText(account.password.new), 'Fresh-pass-7');
    await user().type(within(password).getByLabelText(account.password.confirm), 'Fresh-pass-7');
    await user().click(within(password).getByRole('button', { name: account.password.submit }));
    expect((await within(password).findByRole('alert')).textContent).toBe(de.errors.server);
    expect(value(account.currentPassword, password)).toBe(member.password);
    expect(value(account.password.new, password)).toBe('Fresh-pass-7');
    expect(value(account.password.confirm, password)).toBe('Fresh-pass-7');

    const email = screen.getByRole('region', { name: account.email.title });
    await user().type(within(email).getByLabelText(account.email.new), 'moved@example.test');
    await user().type(within(email).getByLabelText(account.currentPassword), member.password);
    await user().click(within(email).getByRole('button', { name: account.email.submit }));
    expect((await within(email).findByRole('alert')).textContent).toBe(de.errors.server);
    expect(value(account.email.new, email)).toBe('moved@example.test');
    expect(value(account.currentPassword, email)).toBe(member.password);

    const notifications = screen.getByRole('region', { name: account.notifications.title });
    const newModels = within(notifications).getByLabelText(account.notifications.newModels) as HTMLInputElement;
    expect(newModels.checked).toBe(true);
    await user().click(newModels);
    await user().click(within(notifications).getByRole('button', { name: account.notifications.submit }));
    expect((await within(notifications).findByRole('alert')).textContent).toBe(de.errors.server);
    await waitFor(() => expect(within(notifications).getByRole('button', { name: account.notifications.submit })).toHaveProperty('disabled', false));
    expect(newModels.checked).toBe(false);

    // Nothing changed on the server.
    expect(getStore().users.get(member.userId)?.password).toBe(member.password);
    expect(getStore().prefsOf(member.userId)).toMatchObject({ pending_email: null, notifications: { new_models: true } });
  });

  it('deletes the account only after the confirmation dialog, and not when it is cancelled', async () => {
    await renderSettings();
    const { delete: texts, currentPassword } = editor.account;
    await user().click(await screen.findByRole('button', { name: texts.open }));
    let dialog = screen.getByRole('dialog', { name: texts.confirmTitle });
    expect(within(dialog).getByText(texts.memberWarning)).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: en.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getStore().users.has(member.userId)).toBe(true);

    await user().click(screen.getByRole('button', { name: texts.open }));
    dialog = screen.getByRole('dialog', { name: texts.confirmTitle });
    await user().type(within(dialog).getByLabelText(currentPassword), member.password);
    await user().click(within(dialog).getByRole('button', { name: texts.confirm }));
    await waitFor(() => expect(getStore().users.has(member.userId)).toBe(false));
  });
});
