import { beforeAll, describe, expect, it } from 'vitest';
import { HTTP } from '../../schemas/constants';
import { ageConfirmationCookie, serializeCookie } from '../../sdk/session';
import { MICRO_CACHE_HEADER } from '../../ui/site/server/micro-cache';
import { setUpSiteSession } from './support/site-session';

/**
 * The guest page micro-cache of the production server (SITE_MICRO_CACHE_MS), switched on here with
 * a long time so nothing expires during the test: repeated guest pages come from it, each response
 * with its own CSP nonce, and a signed-in visitor is never served from it nor stored in it.
 */
const session = setUpSiteSession({ env: { SITE_MICRO_CACHE_MS: '60000' }, launchBrowser: false });
let memberCookie = '';
let memberName = '';
const get = (path: string, init: RequestInit = {}) => fetch(session.site.url + path, { redirect: 'manual', ...init });

beforeAll(async () => {
  const member = await session.logIn('member');
  memberName = member.data.user.name;
  memberCookie = session.cookieHeader(member);
});

const headerNonce = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
const pageNonces = (html: string) => new Set([...html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]));

describe('guest page micro-cache', () => {
  it('serves a repeated guest page from the cache, each response with its own nonce in header and scripts', async () => {
    const first = await get('/escort?page=1');
    const firstHtml = await first.text();
    const second = await get('/escort?page=1');
    const secondHtml = await second.text();

    expect(first.status).toBe(HTTP.ok);
    expect(second.status).toBe(HTTP.ok);
    expect(first.headers.get(MICRO_CACHE_HEADER)).toBe('miss');
    expect(second.headers.get(MICRO_CACHE_HEADER)).toBe('hit');
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));

    const [a, b] = [headerNonce(first), headerNonce(second)];
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    expect(a).not.toBe(b);
    // Every script of each page carries that response's nonce, and only that one.
    expect([...pageNonces(firstHtml)]).toEqual([a]);
    expect([...pageNonces(secondHtml)]).toEqual([b]);
    // The same page otherwise: 40 cards in both.
    expect(secondHtml.split(b!).join('')).toBe(firstHtml.split(a!).join(''));
    expect(secondHtml.match(/<article\b/g)?.length).toBe(40);
  });

  it('never serves a filtered page for another filter: the reviews by rating, the agencies by city', async () => {
    for (const [a, b] of [['/reviews?rating=5', '/reviews?rating=1'], ['/de/agencies?city_id=6', '/de/agencies?city_id=7']] as const) {
      const first = await get(a);
      const firstHtml = await first.text();
      const again = await get(a);
      await again.text();
      const other = await get(b);
      const otherHtml = await other.text();
      expect(again.headers.get(MICRO_CACHE_HEADER), a).toBe('hit');
      expect(other.headers.get(MICRO_CACHE_HEADER), b).toBe('miss');
      expect(otherHtml.split(headerNonce(other)!).join('')).not.toBe(firstHtml.split(headerNonce(first)!).join(''));
    }
  });

  it('keeps the 18+ choice apart: a confirmed guest does not get the gated copy', async () => {
    const gated = await get('/escort?page=1');
    await gated.text();
    const confirmed = await get('/escort?page=1', { headers: { cookie: serializeCookie(ageConfirmationCookie()).split(';')[0]! } });
    await confirmed.text();
    expect(confirmed.headers.get(MICRO_CACHE_HEADER)).toBe('miss');
  });

  it('never serves a signed-in visitor from the cache, even right after guests filled it', async () => {
    await (await get('/escort?page=1')).text();
    const guest = await get('/escort?page=1');
    expect(guest.headers.get(MICRO_CACHE_HEADER)).toBe('hit');
    const guestHtml = await guest.text();

    const member = await get('/escort?page=1', { headers: { cookie: memberCookie } });
    const memberHtml = await member.text();
    expect(member.status).toBe(HTTP.ok);
    expect(member.headers.get(MICRO_CACHE_HEADER)).toBeNull();
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    expect(memberHtml).toContain(memberName);
    expect(guestHtml).not.toContain(memberName);
  });

  it('never stores a signed-in page: the next guest on that URL gets a fresh render', async () => {
    const member = await get('/escort?page=2', { headers: { cookie: memberCookie } });
    await member.text();
    expect(member.headers.get(MICRO_CACHE_HEADER)).toBeNull();

    const guest = await get('/escort?page=2');
    const guestHtml = await guest.text();
    expect(guest.headers.get(MICRO_CACHE_HEADER)).toBe('miss');
    expect(guest.headers.get('cache-control')).toMatch(/^public/);
    expect(guestHtml).not.toContain(memberName);
  });

  it('a request with a session cookie that no longer reads as valid stays out of the cache too', async () => {
    const res = await get('/escort?page=1', { headers: { cookie: 'token=expired-or-forged' } });
    await res.text();
    expect(res.status).toBe(HTTP.ok);
    expect(res.headers.get(MICRO_CACHE_HEADER)).toBeNull();
  });
});
