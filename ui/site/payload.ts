import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Locale } from '@portal/sdk';
import type { SiteUser } from './context';

/**
 * What the server hands the browser besides the HTML (§4 "hydrating from the server payload"):
 * enough for the client to build the same tree without a second request.
 */
export interface SitePayload {
  readonly locale: Locale;
  /** Id of the build that rendered the page; the browser compares it with builds/latest.json. */
  readonly buildId: string;
  /** The 18+ choice as the server saw it (cookie), or a search engine (never gated). */
  readonly ageConfirmed: boolean;
  readonly isBot: boolean;
  /** Public origin of the site, for canonical and alternate URLs. */
  readonly origin: string;
  /** Who the server rendered for (no token: that stays in its cookie). */
  readonly user: SiteUser | null;
  /** Dehydrated TanStack Query cache filled by the route loaders. */
  readonly queries: DehydratedState;
}

/** The page's JSON data block (server/serialize.ts): the site payload and React Router's hydration data. */
export interface ServerPayload {
  readonly site: SitePayload;
  /** React Router's own wire format (loaderData, actionData, errors), read from its global. */
  readonly router: HydrationState;
}

declare global {
  interface Window {
    /** Where createBrowserRouter reads the server's hydration data from. */
    __staticRouterHydrationData?: HydrationState;
  }
}

/** Id of the `<script type="application/json">` element holding the ServerPayload. */
export const PAYLOAD_ELEMENT_ID = '__PORTAL__';

/**
 * Browser: the server's payload, or null on a page the server did not render. React Router's part
 * goes where createBrowserRouter reads it (and deserializes route errors).
 */
export function readServerPayload(): SitePayload | null {
  const text = document.getElementById(PAYLOAD_ELEMENT_ID)?.textContent;
  if (!text) return null;
  const { site, router } = JSON.parse(text) as ServerPayload;
  window.__staticRouterHydrationData = router;
  return site;
}
