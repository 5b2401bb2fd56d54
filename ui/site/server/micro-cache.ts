import { LRUCache } from 'lru-cache';
import { COOKIE_NAMES } from '@portal/sdk';
import { ownedUrl } from '../data/page-query';

/**
 * The guest page micro-cache: a rendered guest page kept in memory for a few seconds, so a burst
 * of visitors to the same URL costs one render. Off unless switched on (SITE_MICRO_CACHE_MS, see
 * config.ts): a CDN honouring `s-maxage` (caching.ts) does the same job in front of the
 * site, and tests that change the mock's data expect the next page to show it.
 *
 * What it may hold, and for how long:
 * - only requests with no session cookie at all (a signed-in page is never stored nor served from
 *   here), and only answers whose Cache-Control is shareable (`public` with `s-maxage`: guest pages
 *   and not-found pages, never errors nor redirects);
 * - never longer than that `s-maxage`, nor longer than the configured time;
 * - one copy per URL, origin, build, 18+ choice and bot/person (the only inputs of a guest page);
 *   the URL reduced to the query keys the page owns, so `?x=<random>` is the same page, not a miss.
 * Every response still gets its own CSP nonce: the page is kept with the nonce of the render that
 * made it cut out, and each response is stitched back together with the nonce of its own request.
 */
export interface CachedPage {
  readonly status: number;
  /** The answer's own headers (content type, Cache-Control, Vary…), without encoding or length. */
  readonly headers: Readonly<Record<string, string>>;
  /** The HTML split where the render's nonce was: `parts.join(nonce)` is the page for `nonce`. */
  readonly parts: readonly string[];
  readonly storedAt: number;
  readonly expiresAt: number;
}

export interface MicroCacheKeyInput {
  readonly buildId: string;
  readonly origin: string;
  /** Path and query string, as requested (reduced to the keys the page owns: data/page-query.ts). */
  readonly url: string;
  readonly ageConfirmed: boolean;
  readonly isBot: boolean;
}

/** Response header on pages the micro-cache may hold: `hit` (served from it) or `miss` (rendered now). */
export const MICRO_CACHE_HEADER = 'x-micro-cache';
const MAX_ENTRIES = 500;
/** Bytes of HTML kept at most (a listing page is 100-200 kB): the least recently used go first. */
const MAX_BYTES = 64 * 1024 * 1024;

/** Any cookie of a session (even one that no longer reads as valid): such a request is never cached. */
export function hasSessionCookie(cookies: Readonly<Record<string, string>>): boolean {
  return cookies[COOKIE_NAMES.token] !== undefined || cookies[COOKIE_NAMES.user] !== undefined;
}

const S_MAXAGE = /(?:^|,)\s*s-maxage=(\d+)/i;

/** How long a shared cache may keep an answer with this Cache-Control, in ms (0: not at all). */
export function sharedCacheLifetimeMs(cacheControl: string | undefined): number {
  if (!cacheControl) return 0;
  const directives = cacheControl.toLowerCase();
  if (!/(?:^|,)\s*public\b/.test(directives) || /no-store|private/.test(directives)) return 0;
  const match = S_MAXAGE.exec(directives);
  return match ? Number(match[1]) * 1000 : 0;
}

export class GuestPageMicroCache {
  private readonly pages = new LRUCache<string, CachedPage>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => Math.max(1, page.parts.reduce((sum, part) => sum + part.length, 0)),
  });

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  keyOf(input: MicroCacheKeyInput): string {
    return [input.buildId, input.origin, ownedUrl(input.url), input.ageConfirmed ? 'adult' : 'gate', input.isBot ? 'bot' : 'person'].join('\u0000');
  }

  /** A fresh page for the key, or undefined (an expired one is dropped). */
  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= this.now()) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  /**
   * Keeps a rendered page if its Cache-Control allows a shared cache to; returns whether it did.
   * `nonce` is the one the page was rendered with ('' when there was none).
   */
  store(key: string, page: { status: number; headers: Record<string, string>; html: string; nonce: string }): boolean {
    const lifetime = Math.min(this.ttlMs, sharedCacheLifetimeMs(page.headers['cache-control']));
    if (lifetime <= 0) return false;
    const storedAt = this.now();
    // Expired pages go before each store, so they never take the room of live ones.
    const expired = [...this.pages.entries()].filter(([, kept]) => kept.expiresAt <= storedAt).map(([k]) => k);
    for (const k of expired) this.pages.delete(k);
    this.pages.set(key, {
      status: page.status,
      headers: page.headers,
      parts: page.nonce ? page.html.split(page.nonce) : [page.html],
      storedAt,
      expiresAt: storedAt + lifetime,
    });
    return true;
  }

  /** The page's HTML for a response whose nonce is `nonce`. */
  static html(page: CachedPage, nonce: string): string {
    return page.parts.join(nonce);
  }

  /** Whole seconds since the page was rendered (the `Age` header). */
  ageSeconds(page: CachedPage): number {
    return Math.max(0, Math.floor((this.now() - page.storedAt) / 1000));
  }

  get size(): number {
    return this.pages.size;
  }
}

