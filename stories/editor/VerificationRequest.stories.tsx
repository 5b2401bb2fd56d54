import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VerificationRequest, VerifiedBadge } from '@portal/components/editor';
import { wait } from './fixtures';

const meta = {
  title: 'Editor/VerificationRequest',
  component: VerificationRequest,
  args: { state: 'none', onSubmit: fn(async () => wait(500)) },
} satisfies Meta<typeof VerificationRequest>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotRequested: Story = {};
export const Requested: Story = { args: { state: 'requested' } };
export const Verified: Story = { args: { state: 'verified' } };
export const Badge: Story = { render: () => <VerifiedBadge /> };
