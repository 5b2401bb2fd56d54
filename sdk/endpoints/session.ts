import type { z } from 'zod/mini';
import { API_MESSAGES, HTTP } from '../../schemas/constants';
import { toLocale } from '../locale';
import type { LocaleTag } from '../locale';
import type { AuthResponse, ContactFormRequest } from '../../schemas/api/session';
import type {
  ForgotPasswordRequest, LoginRequest, PasswordResetRequest, RegistrationRequest, VerifyEmailRequest,
} from '../../schemas/entities/session';
import { responseOf } from './operation-schemas';
import { ApiError, RegistrationError, WrongPasswordError } from '../client/errors';
import type { FieldErrors } from '../client/errors';
import type { CallOptions, Transport } from '../client/transport';
import { FEEDBACK, expectMessage, feedbackFailed, mapFailure } from './outcomes';

/** A login or registration that succeeded: the answer always carries a token. */
export type Authenticated = Omit<AuthResponse, 'data'> & { data: Omit<AuthResponse['data'], 'token'> & { token: string } };

/** §8 forgot-password: 400 is an answer to show, not a failure to throw. */
export type ForgotPasswordOutcome =
  | { outcome: 'sent'; message: string }
  | { outcome: 'rejected'; status: 400; message: string; fieldErrors: FieldErrors; body: unknown };

export interface BalanceTarget {
  profile_id?: number;
  business_id?: number;
}

const withToken = (answer: AuthResponse, onMissing: () => Error): Authenticated => {
  const { token } = answer.data;
  if (!token) throw onMissing();
  return { ...answer, data: { ...answer.data, token } };
};

export function sessionEndpoints(t: Transport) {
  return {
    /**
     * GET /api/set-locale: remembers the language server-side (use `client.setLocale` for the
     * header). A locale or a BCP 47 tag of one; the API receives the portal's code (`cs` -> `cz`).
     */
    setLocale: (locale: LocaleTag, o?: CallOptions) =>
      t.call(responseOf('setLocale'), (api, init) => api.GET('/api/set-locale', { ...init, params: { query: { locale: toLocale(locale) } } }), o),

    /** POST /api/login. An answer without a token, or 401, is a WrongPasswordError (§8). */
    login: (body: z.infer<typeof LoginRequest>, o?: CallOptions): Promise<Authenticated> =>
      mapFailure(
        t.call(responseOf('login'), (api, init) => api.POST('/api/login', { ...init, body }), o)
          .then((answer) => withToken(answer, () => new WrongPasswordError(HTTP.ok))),
        (error) => (error instanceof ApiError && error.status === HTTP.unauthorized ? new WrongPasswordError(error.status, error) : undefined),
      ),

    /** POST /api/user. Any refusal (an error status or no token) is a RegistrationError (§8). */
    register: (body: z.infer<typeof RegistrationRequest>, o?: CallOptions): Promise<Authenticated> =>
      mapFailure(
        t.call(responseOf('register'), (api, init) => api.POST('/api/user', { ...init, body }), o)
          .then((answer) => withToken(answer, () => new RegistrationError(HTTP.ok, {}))),
        (error) => (error instanceof ApiError ? new RegistrationError(error.status, error.fieldErrors, error) : undefined),
      ),

    /** POST /api/forgot-password: 'sent' on resetLinkSent, 'rejected' on 400; 422 throws an ApiError with field errors. */
    forgotPassword: async (body: z.infer<typeof ForgotPasswordRequest>, o?: CallOptions): Promise<ForgotPasswordOutcome> => {
      try {
        const answer = await expectMessage(
          t.call(responseOf('forgotPassword'), (api, init) => api.POST('/api/forgot-password', { ...init, body }), o),
          API_MESSAGES.resetLinkSent,
        );
        return { outcome: 'sent', message: answer.message };
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== HTTP.badRequest) throw error;
        return { outcome: 'rejected', status: HTTP.badRequest, message: error.message, fieldErrors: error.fieldErrors, body: error.body };
      }
    },

    /** POST /api/password-reset: passwordReset, anything else is an error (§8). */
    resetPassword: (body: z.infer<typeof PasswordResetRequest>, o?: CallOptions) =>
      expectMessage(
        t.call(responseOf('resetPassword'), (api, init) => api.POST('/api/password-reset', { ...init, body }), o),
        API_MESSAGES.passwordReset,
      ),

    /** POST /api/verify-email: emailVerified; 401 stays an ApiError 401; anything else is an error (§8). */
    verifyEmail: (body: z.infer<typeof VerifyEmailRequest>, o?: CallOptions) =>
      expectMessage(
        t.call(responseOf('verifyEmail'), (api, init) => api.POST('/api/verify-email', { ...init, body }), o),
        API_MESSAGES.emailVerified,
      ),

    /** POST /api/contact-form: contactThanks; 401 as is; other failures read "Failed to leave feedback" (§8). */
    sendContactForm: (body: z.infer<typeof ContactFormRequest>, o?: CallOptions) =>
      mapFailure(
        expectMessage(
          t.call(responseOf('sendContactForm'), (api, init) => api.POST('/api/contact-form', { ...init, body }), o),
          API_MESSAGES.contactThanks,
          FEEDBACK,
        ),
        feedbackFailed,
      ),

    /** GET /api/my-balance: data.balance of the profile (or business) of the logged-in user. */
    getBalance: (target: BalanceTarget = {}, o?: CallOptions) =>
      t.call(responseOf('getMyBalance'), (api, init) => api.GET('/api/my-balance', { ...init, params: { query: target } }), o),

    /** GET /api/token-check: the current user when the stored token is still good (401 otherwise). */
    checkToken: (o?: CallOptions) => t.call(responseOf('checkToken'), (api, init) => api.GET('/api/token-check', { ...init }), o),

    /**
     * POST /api/logout (beyond the spec: marked inferred): the server ends the token, which answers
     * 401 from then on. §4's logout is local; a caller clears its own state whatever this answers
     * (an API without the call answers 404).
     */
    logout: (o?: CallOptions) => t.call(responseOf('logout'), (api, init) => api.POST('/api/logout', { ...init }), o),
  };
}
