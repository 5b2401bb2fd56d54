import { createContext as createReactContext, useContext } from 'react';
import { createContext as createRouterContext } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { Locale, Role } from '@portal/sdk';

/**
 * Per-request services. On the server one set is made per request (a QueryClient per request, so
 * no visitor ever sees another's cache); in the browser one set lives for the page's lifetime and
 * the session is re-read from cookies on every navigation (login and logout write cookies).
 */

/** The part of the session the shell needs: who is logged in, never the token. */
export interface SiteUser {
  readonly id: number;
  readonly name: string;
  readonly role: Role;
}

export interface SiteServices<Client = unknown> {
  readonly locale: Locale;
  readonly queryClient: QueryClient;
  /** The i18next instance of this request (loaders add catalog sections to it). */
  readonly i18n: I18n;
  /** The SDK client: API host directly on the server, the site's own origin in the browser. */
  readonly client: Client;
  readonly user: SiteUser | null;
  /** Public origin of the site (canonical URLs, sitemaps). */
  readonly origin: string;
  /**
   * Server only, when the request has a session: the user as the API knows the session's token
   * (the role the guard may trust). Throws the page's answer when the API ends the session (a
   * redirect to login clearing the cookies) or fails (an error page).
   */
  readonly verifyUser?: (request: Request) => Promise<SiteUser>;
  /** Browser only: a newer build is live, so the next navigation loads a whole document. */
  readonly buildStale?: () => boolean;
}

// Loaders and middleware get React Router's context object (data mode has middleware built in).
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}

/** For loaders and middleware (React Router's context, set per request or per navigation). */
export const servicesContext = createRouterContext<SiteServices>();

/** For components: the same services plus what the page shell decides once per document. */
export interface SiteShell {
  readonly services: SiteServices;
  readonly isBot: boolean;
  readonly buildId: string;
}

export const SiteShellContext = createReactContext<SiteShell | null>(null);

export function useSiteShell(): SiteShell {
  const shell = useContext(SiteShellContext);
  if (!shell) throw new Error('useSiteShell outside the site shell');
  return shell;
}

export const useLocale = (): Locale => useSiteShell().services.locale;
