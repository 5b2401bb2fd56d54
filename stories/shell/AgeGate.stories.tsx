import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import en from '@portal/sdk/i18n/en';
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

/**
 * Focus is trapped: the page behind has its own link and button, yet Tab and Shift+Tab only ever
 * move between the dialog's two choices, and Escape leaves the dialog open with focus inside.
 */
export const TrapsFocus: Story = {
  render: (args) => (
    <>
      <a href="#behind">Page link behind the dialog</a>
      <AgeGateDialog {...args} />
      <button type="button">Page button behind the dialog</button>
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const body = within(doc.body);
    const dialog = body.getByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: en.ageGate.confirm });
    const leave = within(dialog).getByRole('link', { name: en.ageGate.leave });
    const visited = new Set<Element>();
    const expectFocusInside = async () => {
      const active = doc.activeElement;
      await expect(active).not.toBeNull();
      await expect(dialog.contains(active)).toBe(true);
      visited.add(active!);
    };

    await expectFocusInside();
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expectFocusInside();
    }
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab({ shift: true });
      await expectFocusInside();
    }
    // Both choices are reachable, and nothing else is.
    await expect(visited).toEqual(new Set([confirm, leave]));

    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog')).toBeInTheDocument();
    await expectFocusInside();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
