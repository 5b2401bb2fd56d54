import type { IncomingMessage } from 'node:http';
import type { Locale, Session } from '@portal/sdk';
import { splitLocale, isAgeConfirmed, parseCookies, readSession } from '@portal/sdk';
import { isBotAgent } from '../bot-agent';

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
    isBot: isBotAgent(req.headers['user-agent']),
    ageConfirmed: isAgeConfirmed(cookies),
  };
}

/** The 18+ dialog is part of the page: neither confirmed nor a search engine. */
export const showsAgeGate = (request: PageRequest): boolean => !request.ageConfirmed && !request.isBot;

/**
 * The reason of every page's abort, made once: the signal is aborted when each response closes,
 * sent or not, and a DOMException per page (with its stack) was a measurable part of a page's CPU.
 */
const VISITOR_LEFT = new DOMException('The visitor left', 'AbortError');

/** The visitor left (the response closed, or the socket was gone before the render began): the page's work stops. */
export function visitorLeft(req: IncomingMessage, res: { on(event: 'close', listener: () => void): unknown }): AbortSignal {
  const abort = new AbortController();
  res.on('close', () => abort.abort(VISITOR_LEFT));
  // A visitor who left while the request was queued: nothing to wait for, and no API call to start.
  if (req.socket.destroyed) abort.abort(VISITOR_LEFT);
  return abort.signal;
}
