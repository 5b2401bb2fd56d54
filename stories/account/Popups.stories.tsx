import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RegistrationError } from '../../sdk/client';
import { RegistrationErrorPopup, WrongPasswordPopup } from '@portal/components/account';
import { emailTakenError } from './helpers';

/** The two popups of the app shell (§2), open. */
const meta: Meta = { title: 'Account/Popups' };
export default meta;

export const WrongPassword: StoryObj<typeof WrongPasswordPopup> = {
  render: () => <WrongPasswordPopup open onOpenChange={fn()} />,
};

export const RegistrationErrorDefault: StoryObj<typeof RegistrationErrorPopup> = {
  render: () => <RegistrationErrorPopup open onOpenChange={fn()} error={new RegistrationError(500, {})} />,
};

export const RegistrationErrorEmailTaken: StoryObj<typeof RegistrationErrorPopup> = {
  render: () => <RegistrationErrorPopup open onOpenChange={fn()} error={emailTakenError()} />,
};

export const RegistrationErrorMessage: StoryObj<typeof RegistrationErrorPopup> = {
  render: () => (
    <RegistrationErrorPopup open onOpenChange={fn()} error={new RegistrationError(422, { message: ['Registration is closed for maintenance'] })} />
  ),
};
