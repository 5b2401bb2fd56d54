import * as z from 'zod/mini';
import { meta } from '../compose';
import { HTTP, PASSWORD_MAX_LENGTH } from '../constants';
import { Availability, AvailabilityUpdate } from '../entities/availability';
import { Password, PasswordConfirmation, passwordsMatch } from '../entities/session';
import { Email, LocaleSchema } from '../primitives';
import { dataOf, IdParam } from './common';
import { MessageResponse } from './errors';
import { defineOperation } from './operation';

/**
 * The account's settings (beyond spec 7): password, e-mail with re-verification,
 * notification preferences, language and deleting the account. Any role has them.
 */

const { unauthorized, unprocessable } = HTTP;

const CurrentPassword = z.string().check(z.minLength(1, 'Required'), z.maxLength(PASSWORD_MAX_LENGTH));

/** What the account is told about (§1: members hear of new models; owners of replies to reviews). */
export const NotificationPreferences = meta(z.object({ new_models: z.boolean(), review_replies: z.boolean() }), {
  id: 'NotificationPreferences',
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

export const AccountSettings = meta(
  z.object({
    email: Email,
    pending_email: meta(z.nullable(Email), {
      description: 'A new address waiting for its confirmation link; the old one stays in use until then',
    }),
    notifications: NotificationPreferences,
    locale: meta(z.nullable(LocaleSchema), {
      description: 'The language of e-mails and of the site after login; null follows the browser',
    }),
  }),
  { id: 'AccountSettings' },
);
export type AccountSettings = z.infer<typeof AccountSettings>;

export const AccountSettingsUpdate = meta(
  z.strictObject({ notifications: z.optional(NotificationPreferences), locale: z.optional(z.nullable(LocaleSchema)) }),
  { id: 'AccountSettingsUpdate' },
);
export type AccountSettingsUpdate = z.infer<typeof AccountSettingsUpdate>;

export const ChangePasswordRequest = meta(
  z
    .strictObject({
      current_password: CurrentPassword,
      password: Password,
      password_confirmation: PasswordConfirmation,
    })
    .check(passwordsMatch()),
  { id: 'ChangePasswordRequest' },
);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const ChangeEmailRequest = meta(z.strictObject({ email: Email, current_password: CurrentPassword }), {
  id: 'ChangeEmailRequest',
  description: 'The new address gets a confirmation link; it replaces the old one once confirmed',
});
export type ChangeEmailRequest = z.infer<typeof ChangeEmailRequest>;

export const DeleteAccountRequest = meta(z.strictObject({ current_password: CurrentPassword }), { id: 'DeleteAccountRequest' });
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

const why = 'the account settings a user expects; the spec names none of these calls';

export const settingsOperations = [
  defineOperation({
    id: 'getAccountSettings',
    method: 'get',
    path: '/api/account/settings',
    tag: 'settings',
    auth: 'required',
    summary: 'The account’s e-mail (and one waiting for confirmation), notification preferences and language',
    response: dataOf(AccountSettings),
    errors: [unauthorized],
    extra: true,
    inferred: why,
  }),
  defineOperation({
    id: 'updateAccountSettings',
    method: 'patch',
    path: '/api/account/settings',
    tag: 'settings',
    auth: 'required',
    summary: 'Change notification preferences or the language',
    body: AccountSettingsUpdate,
    response: dataOf(AccountSettings),
    errors: [unauthorized, unprocessable],
    extra: true,
    inferred: why,
  }),
  defineOperation({
    id: 'changePassword',
    method: 'post',
    path: '/api/account/password',
    tag: 'settings',
    auth: 'required',
    summary: 'Change the password (the current one is asked again): every other session of the account ends, the token used stays valid',
    body: ChangePasswordRequest,
    response: MessageResponse,
    errors: [unauthorized, unprocessable],
    extra: true,
    inferred: why,
  }),
  defineOperation({
    id: 'changeEmail',
    method: 'post',
    path: '/api/account/email',
    tag: 'settings',
    auth: 'required',
    summary: 'Ask to change the e-mail: pending until the link sent to the new address is opened (POST /api/verify-email)',
    body: ChangeEmailRequest,
    response: dataOf(AccountSettings),
    errors: [unauthorized, unprocessable],
    extra: true,
    inferred: why,
  }),
  defineOperation({
    id: 'deleteAccount',
    method: 'post',
    path: '/api/account/delete',
    tag: 'settings',
    auth: 'required',
    summary: 'Delete the account: its profiles and business leave the site and every token ends',
    body: DeleteAccountRequest,
    response: MessageResponse,
    errors: [unauthorized, unprocessable],
    extra: true,
    inferred: why,
  }),
] as const;

/** The calendar tab: the model's availability, saved by its owner (the model or her business). */
export const calendarOperations = [
  defineOperation({
    id: 'updateAvailability',
    method: 'patch',
    path: '/api/profile/{id}/availability',
    tag: 'settings',
    auth: 'required',
    roles: ['INDIVIDUAL', 'BUSSINESS'],
    summary: 'Save the working time per weekday and the days off of a profile',
    params: IdParam,
    body: AvailabilityUpdate,
    response: dataOf(Availability),
    errors: [unauthorized, HTTP.forbidden, HTTP.notFound, unprocessable],
    extra: true,
    inferred: 'the calendar tab; the public profile reads it back as working_time and days_off',
  }),
] as const;
