import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useSession } from '../../sdk/react/session';
import { loginHrefFor } from '../../sdk/session-store';
import { AccountDeletedNotice, LogoutButton, SessionExpiredNotice } from '@portal/components/account';

const meta: Meta = { title: 'Account/Session' };
export default meta;

export const ExpiredNotice: StoryObj<typeof SessionExpiredNotice> = {
  render: () => <SessionExpiredNotice loginHref={loginHrefFor('/escort/chloe-12')} onDismiss={fn()} />,
};

/** On the home page after deleting the account (the settings tab's last step). */
export const AccountDeleted: StoryObj<typeof AccountDeletedNotice> = {
  render: () => <AccountDeletedNotice onDismiss={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your account has been deleted.');
  },
};
export const Logout: StoryObj<typeof LogoutButton> = {
  render: () => <LogoutButton onLogout={fn()} />,
};

/**
 * With the toolbar's role: the button logs out of the story's session; an expired token (the
 * mock's `expired-token` scenario) would show the notice the same way.
 */
export const Connected: StoryObj = {
  globals: { role: 'MEMBER' },
  render: function Render() {
    const session = useSession();
    return (
      <div>
        {session.notice === 'session-expired' ? (
          <SessionExpiredNotice loginHref={loginHrefFor('/escort/chloe-12')} onDismiss={session.dismissNotice} />
        ) : null}
        <p>{session.user ? session.user.name : '—'}</p>
        {session.user ? <LogoutButton onLogout={() => session.logout('expired')} /> : null}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(await canvas.findByRole('status')).toBeVisible();
  },
};
