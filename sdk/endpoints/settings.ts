import type { Transport } from '../client/transport';
import * as routes from '../generated/operations';
import { endpoint } from './derive';

/**
 * The account's settings (beyond spec 7): any role. A wrong current password or a taken e-mail
 * is a 422 ApiError with the field's message, so forms put it under the field. Every function
 * derived from its operation (./derive).
 */
export function settingsEndpoints(t: Transport) {
  return {
    /** GET /api/account/settings: e-mail (and one waiting for confirmation), notifications, language. */
    get: endpoint(t, routes.getAccountSettings),

    /** PATCH /api/account/settings: notification preferences and/or language; answers the settings. */
    update: endpoint(t, routes.updateAccountSettings),

    /** POST /api/account/password: the current password and the new one twice. */
    changePassword: endpoint(t, routes.changePassword),

    /** POST /api/account/email: the new address stays `pending_email` until its link is opened. */
    changeEmail: endpoint(t, routes.changeEmail),

    /** POST /api/account/delete: ends the account and every token; log out locally afterwards. */
    deleteAccount: endpoint(t, routes.deleteAccount),
  };
}

export function calendarEndpoints(t: Transport) {
  return {
    /** PATCH /api/profile/{id}/availability: the weekly working time and the days off. */
    update: endpoint(t, routes.updateAvailability),
  };
}
