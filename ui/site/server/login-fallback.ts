import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { HTTP, createPortalClient, ApiError, WrongPasswordError, LOGIN_REDIRECT_PARAM, matchRoute, readLoginRedirect, routePath, serializeCookie, sessionCookies } from '@portal/sdk';
import type { Locale } from '@portal/sdk';
import { LoginRequest } from '@portal/sdk/schemas';
import { LOGIN_ERROR_PARAM } from '../data/login-fallback';
import type { LoginFallbackError } from '../data/login-fallback';
import { ACCOUNT_HOME } from '../shell/nav-items';
import { NO_STORE, REDIRECT_CACHE } from './caching';
import { sameSiteLocation } from './redirect-target';
import { CROSS_ORIGIN_REFUSED, requestSourceOrigin } from './csrf';

export interface LoginFallbackOptions {
  readonly apiUrl: string;
  /** The site's own origin: a login form posted from another site is refused (login CSRF). */
  readonly siteOrigin: string;
  /** The server-side SDK client's fetch (upstream-telemetry.ts), per request. */
  readonly fetch: (req: Request) => (request: globalThis.Request) => Promise<globalThis.Response>;
}

const readForm = express.urlencoded({ extended: false, limit: '4kb' });

/** What went wrong, as the login page's query names it (data/login-fallback.ts). */
function codeOf(error: unknown): LoginFallbackError {
  if (error instanceof WrongPasswordError) return 'wrong-password';
  if (error instanceof ApiError && error.status === HTTP.tooManyRequests) return 'too-many';
  if (error instanceof ApiError && error.status === HTTP.unprocessable) return 'email';
  return 'unavailable';
}

/**
 * The login form posted before the app took over, or with script off (it came back to
 * /login with no word). The server does what the app does: logs in through the API (§7 POST
 * /api/login), writes the same session cookies (§4, remember-me included) and goes where the app
 * would (the `redirect` the guard gave, else the role's area); a failure goes back to the login
 * page with its reason in the query (`login_error`), which the page shows. Post/redirect/get, so
 * a reload never posts the password again. Other pages' forms keep the generic fallback (app.ts).
 */
export function loginFormFallback(options: LoginFallbackOptions) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST') return next();
    const match = matchRoute(req.path);
    if (match.kind !== 'route' || match.route.id !== 'login') return next();
    const source = requestSourceOrigin(req.headers.origin, req.headers.referer);
    if (source !== undefined && source !== options.siteOrigin) {
      res.status(HTTP.forbidden).set('cache-control', NO_STORE).type('text/plain').send(CROSS_ORIGIN_REFUSED);
      return;
    }
    readForm(req, res, (parseError?: unknown) => {
      if (parseError) return next(parseError);
      void logIn(req, res, match.locale, options).catch(next);
    });
  };
}

async function logIn(req: Request, res: Response, locale: Locale, options: LoginFallbackOptions) {
  const form = (req.body ?? {}) as Record<string, unknown>;
  const query = new URL(req.originalUrl, options.siteOrigin).searchParams;
  const back = (error: LoginFallbackError) => {
    const search = new URLSearchParams();
    const redirect = query.get(LOGIN_REDIRECT_PARAM);
    if (redirect !== null) search.set(LOGIN_REDIRECT_PARAM, redirect);
    search.set(LOGIN_ERROR_PARAM, error);
    res.status(HTTP.seeOther).set({ location: `${routePath('login', {}, locale)}?${search.toString()}`, 'cache-control': REDIRECT_CACHE }).end();
  };

  const credentials = LoginRequest.safeParse({ email: form.email, password: form.password });
  if (!credentials.success) {
    back(credentials.error.issues.some((issue) => issue.path[0] === 'email') ? 'email' : 'password');
    return;
  }
  const client = createPortalClient({ baseUrl: options.apiUrl, locale, fetch: options.fetch(req) });
  let answer;
  try {
    answer = await client.session.login(credentials.data);
  } catch (error) {
    back(codeOf(error));
    return;
  }
  const { token, user } = answer.data;
  if (!user) {
    back('unavailable');
    return;
  }
  const cookies = sessionCookies({ token, user, remember: form.remember !== undefined }, { secure: req.secure });
  const target = readLoginRedirect(query) ?? routePath(ACCOUNT_HOME[user.role], {}, locale);
  res.status(HTTP.seeOther).set({ location: sameSiteLocation(target), 'cache-control': REDIRECT_CACHE, 'set-cookie': cookies.map(serializeCookie) }).end();
}
