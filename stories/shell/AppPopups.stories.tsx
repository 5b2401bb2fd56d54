import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppPopups } from '../../ui/site/shell/AppPopups';
import { usePopups } from '../../ui/site/shell/popup-state';
import { withSiteShell } from './site-shell';

/** What a login or sign-up page does: open one of the shell's popups. */
function Opener() {
  const { open } = usePopups();
  return (
    <>
      <button type="button" onClick={() => open({ kind: 'wrong-password' })}>Wrong password</button>
      <button type="button" onClick={() => open({ kind: 'registration-error', message: 'This email is already taken' })}>
        Registration error
      </button>
      <AppPopups />
    </>
  );
}

const meta = {
  title: 'Site shell/AppPopups',
  component: Opener,
  decorators: [withSiteShell],
} satisfies Meta<typeof Opener>;
export default meta;
type Story = StoryObj<typeof meta>;

/** §2: the wrong-password popup, loaded on demand. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Wrong password' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog')).toBeInTheDocument();
  },
};

/** §2: the registration-error popup with the server's message. */
export const RegistrationError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Registration error' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('This email is already taken')).toBeInTheDocument();
  },
};
