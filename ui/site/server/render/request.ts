import type { IncomingMessage } from 'node:http';
import { isbot } from 'isbot';
import type { Locale, Session } from '@portal/sdk';
import { splitLocale, isAgeConfirmed, parseCookies, readSession } from '@portal/sdk';

/** What a document request says about the page to render, read once from its URL and headers. */
export interface PageRequest {
  /** Path and query string, as requested. */
  readonly url: string;
  readonly locale: Locale;
  readonly cookies: Readonly<Record<string, string>>;
  /** The session the cookies carry (its role is checked with the API before a private page: verified-session.ts). */
  readonly session: Session | null;
  /** A search engine: the whole document at once, never the 18+ dialog. */
  readonly isBot: boolean;
  readonly ageConfirmed: boolean;
}

export function readPageRequest(req: IncomingMessage, origin: string): PageRequest {
  const url = req.url ?? '/';
  const cookies = parseCookies(req.headers.cookie);
  return {
    url,
    locale: splitLocale(new URL(url, origin).pathname).locale,
    cookies,
    session: readSession(cookies),
    isBot: isbot(req.headers['user-agent'] ?? ''),
    ageConfirmed: isAgeConfirmed(cookies),
  };
}

/** The 18+ dialog is part of the page: neither confirmed nor a search engine. */
export const showsAgeGate = (request: PageRequest): boolean => !request.ageConfirmed && !request.isBot;

/** The visitor left (the response closed, or the socket was gone before the render began): the page's work stops. */
export function visitorLeft(req: IncomingMessage, res: { on(event: 'close', listener: () => void): unknown }): AbortSignal {
  const abort = new AbortController();
  res.on('close', () => abort.abort());
  // A visitor who left while the request was queued: nothing to wait for, and no API call to start.
  if (req.socket.destroyed) abort.abort();
  return abort.signal;
}
