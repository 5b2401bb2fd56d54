import { HTTP } from '@portal/sdk';
import { DOCUMENT_VARY, REDIRECT_CACHE, documentCacheControl } from '../caching';
import type { Encoding } from '../compression';
import { MICRO_CACHE_HEADER } from '../micro-cache';

/** The headers of a rendered page that do not depend on how it is sent (the micro-cache keeps these). */
export function documentHeaders(status: number, signedIn: boolean): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    // Guests shareable (Vary: Cookie splits by the 18+ choice), signed-in never stored: see caching.ts.
    'cache-control': documentCacheControl(status, signedIn),
    vary: DOCUMENT_VARY,
  };
}

export interface SendingHeaders {
  readonly encoding: Encoding | null;
  /** `hit` (from the micro-cache) or `miss` (rendered for it); absent when the micro-cache may not hold the page. */
  readonly microCache?: 'hit' | 'miss';
  /** Server-timing durations (development). */
  readonly timing?: { readonly dataMs: number; readonly shellMs: number };
  /** Retry-After of a 503 (server/upstream-fetch.ts). */
  readonly retryAfter?: string;
  /** Seconds since a cached page was rendered. */
  readonly age?: number;
}

/** What this response adds: its encoding, the micro-cache's verdict, timings. */
export function sendingHeaders(status: number, sending: SendingHeaders): Record<string, string> {
  return {
    ...(sending.encoding ? { 'content-encoding': sending.encoding } : {}),
    ...(sending.timing ? { 'server-timing': `data;dur=${sending.timing.dataMs.toFixed(1)}, shell;dur=${sending.timing.shellMs.toFixed(1)}` } : {}),
    ...(status === HTTP.unavailable && sending.retryAfter ? { 'retry-after': sending.retryAfter } : {}),
    ...(sending.age !== undefined ? { age: String(sending.age) } : {}),
    ...(sending.microCache ? { [MICRO_CACHE_HEADER]: sending.microCache } : {}),
  };
}

/** A redirect the guard or a loader answered: never stored; a session the API ended is cleared by its cookies. */
export function redirectHeaders(response: Response): Record<string, string | string[]> {
  const cookies = response.headers.getSetCookie();
  return {
    location: response.headers.get('location') ?? '/',
    'cache-control': REDIRECT_CACHE,
    ...(cookies.length > 0 ? { 'set-cookie': cookies } : {}),
  };
}
