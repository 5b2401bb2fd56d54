import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { API_MESSAGES } from '../../schemas/constants';
import { RegistrationErrorPopup, RegistrationForm } from '@portal/components/account';
import { emailTakenError, failing, pending, registrationFieldErrors, serverError } from './helpers';

const COUNTRIES = [
  { id: 1, title: 'Ukraine' }, { id: 2, title: 'Czechia' }, { id: 3, title: 'Germany' }, { id: 9, title: 'United Kingdom' },
];

/** The registration page's composition: the form and the app shell's registration-error popup. */
function WithPopup(props: ComponentProps<typeof RegistrationForm>) {
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <>
      <RegistrationForm {...props} onRegistrationError={setFailure} />
      <RegistrationErrorPopup open={failure !== null} onOpenChange={() => setFailure(null)} error={failure} />
    </>
  );
}

const meta: Meta<typeof RegistrationForm> = {
  title: 'Account/RegistrationForm',
  component: RegistrationForm,
  args: {
    role: 'MEMBER', countries: COUNTRIES, termsHref: '/site-conditions/terms-conditions', loginHref: '/login',
    onSubmit: fn(async () => {}),
  },
  render: (args) => <WithPopup {...args} />,
};
export default meta;
type Story = StoryObj<typeof RegistrationForm>;

async function fill(canvasElement: HTMLElement, confirm = 'Long-pass-42') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Nickname'), 'Nova');
  await userEvent.type(canvas.getByLabelText('Email'), 'nova@demo.test');
  await userEvent.type(canvas.getByLabelText('Password'), 'Long-pass-42');
  await userEvent.type(canvas.getByLabelText('Repeat password'), confirm);
  await userEvent.selectOptions(canvas.getByLabelText('Country'), 'Czechia');
  await userEvent.click(canvas.getByRole('checkbox', { name: /accept the terms/ }));
  return canvas;
}
const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Create account' }));
const popup = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).findByRole('alertdialog');

export const Client: Story = {};
export const Model: Story = { args: { role: 'INDIVIDUAL' } };
export const Business: Story = { args: { role: 'BUSSINESS' } };

export const Filled: Story = { play: async ({ canvasElement }) => { await fill(canvasElement); } };

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByLabelText('Nickname')).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Other-pass-42');
    await submit(canvasElement);
    await expect(await canvas.findByText('Passwords do not match')).toBeVisible();
  },
};

/** §5: the first server message per field, under the field; §8: the popup. */
export const ServerErrorsPerField: Story = {
  args: { onSubmit: failing(registrationFieldErrors()) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByText('The nickname has already been taken.')).toBeVisible();
    await expect(await popup(canvasElement)).toBeVisible();
  },
};

export const EmailTaken: Story = {
  args: { onSubmit: failing(emailTakenError()) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    await expect(await within(await popup(canvasElement)).findByText(API_MESSAGES.emailTaken)).toBeVisible();
  },
};

export const Pending: Story = {
  args: { onSubmit: pending },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Create account' })).toBeDisabled());
  },
};

/** A failure without field messages: the popup's default text. */
export const Failure: Story = {
  args: { onSubmit: failing(serverError()) },
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    await expect(await popup(canvasElement)).toHaveAccessibleName(API_MESSAGES.registrationFailed);
  },
};

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement);
    await submit(canvasElement);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ role: 'MEMBER', country_id: 2 })));
  },
};
