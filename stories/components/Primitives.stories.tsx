import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button, ButtonLink } from '@portal/components/Button';
import { Modal } from '@portal/components/Modal';
import { Spinner } from '@portal/components/Spinner';
import { VisuallyHidden } from '@portal/components/VisuallyHidden';

const meta = { title: 'Primitives/Button', component: Button, args: { children: 'Show phone number' } } satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
/** Looks like a link, is a button (an action, not a navigation). */
export const LinkStyled: Story = { args: { variant: 'link', children: 'Reset filters' } };
export const Small: Story = { args: { size: 'small' } };
export const Disabled: Story = { args: { disabled: true } };
export const AsLink: StoryObj<typeof ButtonLink> = { render: () => <ButtonLink href="/become-member">Become a member</ButtonLink> };

export const Loading: StoryObj<typeof Spinner> = { render: () => <Spinner showLabel /> };

/** Text for screen readers only: the icon button below is named "Close". */
export const ScreenReaderText: StoryObj<typeof VisuallyHidden> = {
  render: () => (
    <Button variant="secondary">
      <span aria-hidden="true">×</span>
      <VisuallyHidden>Close</VisuallyHidden>
    </Button>
  ),
};

export const Dialog: StoryObj<typeof Modal> = {
  render: () => (
    <Modal title="Report this profile" description="Tell us what is wrong." trigger={<Button>Open dialog</Button>}>
      <p>Dialog content.</p>
    </Modal>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await expect(await screen.findByRole('dialog', { name: 'Report this profile' })).toBeVisible();
  },
};
