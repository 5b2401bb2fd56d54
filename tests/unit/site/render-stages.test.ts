import type { IncomingMessage } from 'node:http';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { HTTP } from '../../../schemas/constants';
import { GUEST_PAGE_CACHE, PRIVATE_CACHE, REDIRECT_CACHE } from '../../../ui/site/server/caching';
import { GuestPageMicroCache, MICRO_CACHE_HEADER } from '../../../ui/site/server/micro-cache';
import { microCacheKey } from '../../../ui/site/server/render/cached-page';
import { documentHeaders, redirectHeaders, sendingHeaders } from '../../../ui/site/server/render/headers';
import { serializeErrors } from '../../../ui/site/server/render/page';
import { readPageRequest, visitorLeft } from '../../../ui/site/server/render/request';

/** The render pipeline's stages (ui/site/server/render/), each on its own. */
const ORIGIN = 'https://portal.example';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const USER = JSON.stringify({
  id: 7, name: 'Mia', surname: null, email: 'mia@example.test', role: 'MEMBER', main_image: null, age: null, gender: null,
  profile_id: null, business_id: null, category_slug: null, business: null,
});

const incoming = (url: string, headers: Record<string, string> = {}, destroyed = false) =>
  ({ url, headers: { 'user-agent': BROWSER, ...headers }, socket: { destroyed } }) as unknown as IncomingMessage;

describe('request stage', () => {
  it('reads the language of the URL (any case), the 18+ choice, the session and a search engine', () => {
    const guest = readPageRequest(incoming('/DE/Escort?page=2'), ORIGIN);
    expect(guest).toMatchObject({ url: '/DE/Escort?page=2', locale: 'de', ageConfirmed: false, isBot: false, session: null });
    const member = readPageRequest(incoming('/escort', { cookie: `age_confirmed=1; token=t0k3n; user=${encodeURIComponent(USER)}` }), ORIGIN);
    expect(member).toMatchObject({ locale: 'en', ageConfirmed: true, session: { token: 't0k3n', user: { id: 7, role: 'MEMBER' } } });
    expect(readPageRequest(incoming('/', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }), ORIGIN).isBot).toBe(true);
  });

  it('knows a visitor who left before the render began, and one who leaves during it', () => {
    const res = { listeners: [] as Array<() => void>, on(_event: 'close', listener: () => void) { this.listeners.push(listener); } };
    expect(visitorLeft(incoming('/', {}, true), res).aborted).toBe(true);
    const during = visitorLeft(incoming('/'), res);
    expect(during.aborted).toBe(false);
    res.listeners.at(-1)!();
    expect(during.aborted).toBe(true);
  });
});

describe('micro-cache stage', () => {
  const options = { microCache: new GuestPageMicroCache(3000), buildId: 'b1', origin: ORIGIN };

  it('keys a guest page by what changes it, not by a made-up parameter', () => {
    const key = (url: string, cookie = '') => microCacheKey(readPageRequest(incoming(url, cookie ? { cookie } : {}), ORIGIN), options);
    expect(key('/escort?page=2&x=random')).toBe(key('/escort?page=2'));
    expect(key('/escort?page=2', 'age_confirmed=1')).not.toBe(key('/escort?page=2'));
  });

  it('keeps out any request with a session cookie, and everything when it is off', () => {
    expect(microCacheKey(readPageRequest(incoming('/escort', { cookie: 'token=expired' }), ORIGIN), options)).toBeNull();
    expect(microCacheKey(readPageRequest(incoming('/escort'), ORIGIN), { buildId: 'b1', origin: ORIGIN })).toBeNull();
  });
});

describe('headers stage', () => {
  it('lets a shared cache keep a guest page, never a signed-in one', () => {
    expect(documentHeaders(HTTP.ok, false)).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'cache-control': GUEST_PAGE_CACHE });
    expect(documentHeaders(HTTP.ok, true)['cache-control']).toBe(PRIVATE_CACHE);
  });

  it('adds the encoding, the micro-cache verdict and a 503’s Retry-After, and nothing it was not given', () => {
    expect(sendingHeaders(HTTP.unavailable, { encoding: 'br', microCache: 'miss', retryAfter: '30' })).toEqual({ 'content-encoding': 'br', [MICRO_CACHE_HEADER]: 'miss', 'retry-after': '30' });
    expect(sendingHeaders(HTTP.ok, { encoding: null, retryAfter: '30' })).toEqual({});
  });

  it('sends a redirect unstored, with the cookies that end a session', () => {
    const response = new Response(null, { status: HTTP.found, headers: [['location', '/login?redirect=%2Fclient'], ['set-cookie', 'token=; Max-Age=0'], ['set-cookie', 'user=; Max-Age=0']] });
    expect(redirectHeaders(response)).toEqual({ location: '/login?redirect=%2Fclient', 'cache-control': REDIRECT_CACHE, 'set-cookie': ['token=; Max-Age=0', 'user=; Max-Age=0'] });
  });
});

describe('page stage', () => {
  it('tells the browser a route failed without the server’s message, and passes route answers on', () => {
    vi.stubEnv('DEV', false);
    const errors = serializeErrors({ root: new Error('connect ECONNREFUSED 10.0.0.3:443'), page: new ErrorResponse(404, 'Not Found', { path: '/x' }) });
    expect(errors?.root).toEqual({ message: 'Unexpected Server Error', __type: 'Error' });
    expect(errors?.page).toMatchObject({ status: 404, __type: 'RouteErrorResponse' });
    expect(serializeErrors(null)).toBeNull();
  });
});
