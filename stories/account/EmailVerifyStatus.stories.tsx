import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '../../sdk/client';
import { EmailVerifyStatus, emailVerifyFailure } from '@portal/components/account';

const meta: Meta<typeof EmailVerifyStatus> = {
  title: 'Account/EmailVerifyStatus',
  component: EmailVerifyStatus,
  args: { loginHref: '/login?redirect=%2Fclient%2Fnotification%2Femail-verify', continueHref: '/client/notification', onRetry: fn() },
};
export default meta;
type Story = StoryObj<typeof EmailVerifyStatus>;

export const Verifying: Story = { args: { state: { status: 'verifying' } } };
export const Verified: Story = { args: { state: { status: 'verified' } } };
export const Unauthorized: Story = { args: { state: emailVerifyFailure(new ApiError(401, { message: 'Unauthenticated.' })) } };
export const Failure: Story = { args: { state: emailVerifyFailure(new ApiError(500, null)) } };
