import type { z } from 'zod/mini';
import type {
  AccountSettingsUpdate, ChangeEmailRequest, ChangePasswordRequest, DeleteAccountRequest,
} from '../../schemas/api/settings';
import type { AvailabilityUpdate } from '../../schemas/entities/availability';
import { responseOf } from './operation-schemas';
import type { CallOptions, Transport } from '../client/transport';

/**
 * The account's settings (beyond spec 7): any role. A wrong current password or a taken e-mail
 * is a 422 ApiError with the field's message, so forms put it under the field.
 */
export function settingsEndpoints(t: Transport) {
  return {
    /** GET /api/account/settings: e-mail (and one waiting for confirmation), notifications, language. */
    get: (o?: CallOptions) =>
      t.call(responseOf('getAccountSettings'), (api, init) => api.GET('/api/account/settings', { ...init }), o),

    /** PATCH /api/account/settings: notification preferences and/or language; answers the settings. */
    update: (body: z.input<typeof AccountSettingsUpdate>, o?: CallOptions) =>
      t.call(responseOf('updateAccountSettings'), (api, init) => api.PATCH('/api/account/settings', { ...init, body }), o),

    /** POST /api/account/password: the current password and the new one twice. */
    changePassword: (body: z.input<typeof ChangePasswordRequest>, o?: CallOptions) =>
      t.call(responseOf('changePassword'), (api, init) => api.POST('/api/account/password', { ...init, body }), o),

    /** POST /api/account/email: the new address stays `pending_email` until its link is opened. */
    changeEmail: (body: z.input<typeof ChangeEmailRequest>, o?: CallOptions) =>
      t.call(responseOf('changeEmail'), (api, init) => api.POST('/api/account/email', { ...init, body }), o),

    /** POST /api/account/delete: ends the account and every token; log out locally afterwards. */
    deleteAccount: (body: z.input<typeof DeleteAccountRequest>, o?: CallOptions) =>
      t.call(responseOf('deleteAccount'), (api, init) => api.POST('/api/account/delete', { ...init, body }), o),
  };
}

export function calendarEndpoints(t: Transport) {
  return {
    /** PATCH /api/profile/{id}/availability: the weekly working time and the days off. */
    update: (profileId: number, body: z.input<typeof AvailabilityUpdate>, o?: CallOptions) =>
      t.call(
        responseOf('updateAvailability'),
        (api, init) => api.PATCH('/api/profile/{id}/availability', { ...init, params: { path: { id: profileId } }, body }),
        o,
      ),
  };
}
