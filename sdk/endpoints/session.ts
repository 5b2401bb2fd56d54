import type { z } from 'zod/mini';
import { API_MESSAGES, HTTP } from '../../schemas/constants';
import { toLocale } from '../locale';
import type { LocaleTag } from '../locale';
import type { AuthResponse } from '../../schemas/api/session';
import type { ForgotPasswordRequest, LoginRequest, RegistrationRequest } from '../../schemas/entities/session';
import { responseOf } from './operation-schemas';
import { ApiError, RegistrationError, WrongPasswordError } from '../client/errors';
import type { FieldErrors } from '../client/errors';
import type { CallOptions, Transport } from '../client/transport';
import * as routes from '../generated/operations';
import { endpoint } from './derive';
import { expectMessage, mapFailure } from './outcomes';
import { send } from './send';

/** A login or registration that succeeded: the answer always carries a token. */
export type Authenticated = Omit<AuthResponse, 'data'> & { data: Omit<AuthResponse['data'], 'token'> & { token: string } };

/** §8 forgot-password: 400 is an answer to show, not a failure to throw. */
export type ForgotPasswordOutcome =
  | { outcome: 'sent'; message: string }
  | { outcome: 'rejected'; status: 400; message: string; fieldErrors: FieldErrors; body: unknown };

export type { BalanceTarget } from './arguments';

const withToken = (answer: AuthResponse, onMissing: () => Error): Authenticated => {
  const { token } = answer.data;
  if (!token) throw onMissing();
  return { ...answer, data: { ...answer.data, token } };
};

/**
 * The session. Derived from their operations (./derive): the password reset, the e-mail check, the
 * contact form, the balance, the token check and the logout. Written here: the language (a locale
 * tag becomes the portal's code), the login and the registration (an answer must carry a token;
 * their refusals are errors of their own) and the forgotten password (a 400 is an outcome, not an
 * error).
 */
export function sessionEndpoints(t: Transport) {
  return {
    /**
     * GET /api/set-locale: remembers the language server-side (use `client.setLocale` for the
     * header). A locale or a BCP 47 tag of one; the API receives the portal's code (`cs` -> `cz`).
     */
    setLocale: (locale: LocaleTag, o?: CallOptions) =>
      send(t, routes.setLocale, responseOf('setLocale'), { query: { locale: toLocale(locale) } }, o),

    /** POST /api/login. An answer without a token, or 401, is a WrongPasswordError (§8). */
    login: (body: z.infer<typeof LoginRequest>, o?: CallOptions): Promise<Authenticated> =>
      mapFailure(
        send(t, routes.login, responseOf('login'), { body }, o).then((answer) => withToken(answer, () => new WrongPasswordError(HTTP.ok))),
        (error) => (error instanceof ApiError && error.status === HTTP.unauthorized ? new WrongPasswordError(error.status, error) : undefined),
      ),

    /** POST /api/user. Any refusal (an error status or no token) is a RegistrationError (§8). */
    register: (body: z.infer<typeof RegistrationRequest>, o?: CallOptions): Promise<Authenticated> =>
      mapFailure(
        send(t, routes.register, responseOf('register'), { body }, o).then((answer) => withToken(answer, () => new RegistrationError(HTTP.ok, {}))),
        (error) => (error instanceof ApiError ? new RegistrationError(error.status, error.fieldErrors, error) : undefined),
      ),

    /** POST /api/forgot-password: 'sent' on resetLinkSent, 'rejected' on 400; 422 throws an ApiError with field errors. */
    forgotPassword: async (body: z.infer<typeof ForgotPasswordRequest>, o?: CallOptions): Promise<ForgotPasswordOutcome> => {
      const route = routes.forgotPassword;
      try {
        const answer = await expectMessage(send(t, route, responseOf(route.id), { body }, o), API_MESSAGES[route.outcome.successMessage]);
        return { outcome: 'sent', message: answer.message };
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== HTTP.badRequest) throw error;
        return { outcome: 'rejected', status: HTTP.badRequest, message: error.message, fieldErrors: error.fieldErrors, body: error.body };
      }
    },

    /** POST /api/password-reset: passwordReset, anything else is an error (§8). */
    resetPassword: endpoint(t, routes.resetPassword),

    /** POST /api/verify-email: emailVerified; 401 stays an ApiError 401; anything else is an error (§8). */
    verifyEmail: endpoint(t, routes.verifyEmail),

    /** POST /api/contact-form: contactThanks; 401 as is; other failures read "Failed to leave feedback" (§8). */
    sendContactForm: endpoint(t, routes.sendContactForm),

    /** GET /api/my-balance: data.balance of the profile (or business) of the logged-in user. */
    getBalance: endpoint(t, routes.getMyBalance),

    /** GET /api/token-check: the current user when the stored token is still good (401 otherwise). */
    checkToken: endpoint(t, routes.checkToken),

    /**
     * POST /api/logout (beyond the spec: marked inferred): the server ends the token, which answers
     * 401 from then on. §4's logout is local; a caller clears its own state whatever this answers
     * (an API without the call answers 404).
     */
    logout: endpoint(t, routes.logout),
  };
}
