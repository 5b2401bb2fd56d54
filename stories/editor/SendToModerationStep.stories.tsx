import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SendToModerationStep } from '@portal/components/editor';

const meta = {
  title: 'Editor/Steps/10 Send to moderation',
  component: SendToModerationStep,
  args: { status: 'draft', onSend: fn(), onGoTo: fn() },
} satisfies Meta<typeof SendToModerationStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Incomplete: Story = {
  args: { incomplete: [{ id: 'media', label: 'Photos and videos' }, { id: 'rates', label: 'Rates' }] },
};
/** Sent: pending, up to 48 hours. */
export const Pending: Story = { args: { status: 'moderating' } };
/** The moderators ask for more information. */
export const MoreInformation: Story = {
  args: { status: 'draft', moderationMessage: 'Please add one more photo taken in daylight, and check the city.' },
};
export const Failed: Story = { args: { error: 'Something went wrong on our side. Please try again later.' } };
