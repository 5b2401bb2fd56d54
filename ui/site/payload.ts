import type { DehydratedState } from '@tanstack/react-query';
import type { Locale } from '../../schemas/constants';
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

/** The global the payload script assigns and the client entry reads. */
export const PAYLOAD_GLOBAL = '__PORTAL__';

declare global {
  interface Window {
    __PORTAL__?: SitePayload;
  }
}
