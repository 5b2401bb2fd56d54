import { ERROR_I18N_KEYS } from '@portal/sdk';
import { ACCOUNT_QUERY } from './page-query';

/**
 * The login form without script: the server logs in and sends the visitor on, or back to
 * the login page with what went wrong in this query parameter, which the page shows (§8's text for
 * a wrong password). Each code names the catalog text the page shows, and the field it is about
 * (shown under that field), if one.
 */
export const LOGIN_ERROR_PARAM = ACCOUNT_QUERY.loginError;

export type LoginField = 'email' | 'password';
export interface LoginFallbackMessage {
  readonly key: string;
  readonly field?: LoginField;
}

export const LOGIN_FALLBACK_ERRORS = {
  /** §8: a login answered without a token, or 401. */
  'wrong-password': { key: ERROR_I18N_KEYS.wrongPassword },
  email: { key: 'validation.email', field: 'email' },
  password: { key: 'validation.required', field: 'password' },
  'too-many': { key: ERROR_I18N_KEYS.tooManyRequests },
  unavailable: { key: ERROR_I18N_KEYS.server },
} as const satisfies Record<string, LoginFallbackMessage>;
export type LoginFallbackError = keyof typeof LOGIN_FALLBACK_ERRORS;

/** What the query's login error says (its catalog key and field), or null (none, or not one of ours). */
export function loginFallbackError(search: URLSearchParams): LoginFallbackMessage | null {
  const code = search.get(LOGIN_ERROR_PARAM);
  return code !== null && Object.hasOwn(LOGIN_FALLBACK_ERRORS, code) ? LOGIN_FALLBACK_ERRORS[code as LoginFallbackError] : null;
}
