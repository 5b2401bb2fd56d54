import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgeGateDialog } from '../../ui/site/shell/AgeGateDialog';
import { withSiteShell } from './site-shell';

const meta = {
  title: 'Site shell/AgeGate',
  component: AgeGateDialog,
  decorators: [withSiteShell],
  parameters: { layout: 'fullscreen' },
  args: { onConfirm: fn(), returnTo: '/escort' },
} satisfies Meta<typeof AgeGateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 18+ alert dialog: labelled, focus inside, Escape does not dismiss it; only a choice does. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName();
    await expect(dialog).toHaveAccessibleDescription();
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(body.getByRole('button'));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};
