import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTP } from '../../../schemas/constants';
import {
  AbortedError, ApiError, MalformedResponseError, NetworkError, SchemaMismatchError, WrongPasswordError,
} from '../../../sdk/client/errors';
import { COOKIE_NAMES, parseCookies } from '../../../sdk/session';
import {
  DataDeadlineError, UPSTREAM_STATUS_TABLE, asRouteError, isUpstreamRouteError, pageStatusFor, upstreamStatus,
} from '../../../ui/site/data/upstream-errors';

const request = (path: string) => new Request(`https://site.test${path}`);

describe('the page status of an API status: one table', () => {
  it.each([
    [401, HTTP.found], [403, HTTP.forbidden], [404, HTTP.notFound], [410, HTTP.notFound],
    [408, HTTP.unavailable], [425, HTTP.unavailable], [429, HTTP.unavailable], [503, HTTP.unavailable],
    [400, HTTP.badGateway], [409, HTTP.badGateway], [422, HTTP.badGateway], [402, HTTP.badGateway],
    [500, HTTP.badGateway], [502, HTTP.badGateway], [504, HTTP.badGateway], [599, HTTP.badGateway],
  ])('API %i -> page %i', (api, page) => {
    expect(pageStatusFor(api)).toBe(page);
    expect(upstreamStatus(new ApiError(api, {}))).toBe(page);
  });

  it('never answers a page 500 for any API error status', () => {
    for (let status = 400; status <= 599; status++) expect(pageStatusFor(status)).not.toBe(HTTP.serverError);
  });

  it('has each API status in one row at most', () => {
    const listed = UPSTREAM_STATUS_TABLE.flatMap((row) => row.upstream);
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('a loader failure the API caused', () => {
  it.each([
    ['no answer at all', new NetworkError(), HTTP.unavailable],
    ['no answer within the deadline', new AbortedError(new DataDeadlineError('late')), HTTP.gatewayTimeout],
    ['the API unavailable', new ApiError(HTTP.unavailable, { message: 'Maintenance' }), HTTP.unavailable],
    ['the API rate-limiting', new ApiError(HTTP.tooManyRequests, {}), HTTP.unavailable],
    ['a validation refusal', new ApiError(HTTP.unprocessable, {}), HTTP.badGateway],
    ['a server error', new ApiError(HTTP.serverError, { message: 'Server Error' }), HTTP.badGateway],
    ['a cut-off body', new MalformedResponseError(HTTP.ok, '{"data":['), HTTP.badGateway],
    ['a body breaking the schema', new SchemaMismatchError([], 'GET /api/profile'), HTTP.badGateway],
    ['a refusal of the visitor', new ApiError(HTTP.forbidden, {}), HTTP.forbidden],
  ])('%s is an error page of status %i', (_what, error, status) => {
    const answer = asRouteError(error, request('/escort'));
    expect(answer).toMatchObject({ data: { upstream: true }, init: { status } });
    expect(isUpstreamRouteError({ status, statusText: '', internal: false, data: { upstream: true } })).toBe(true);
  });

  it.each([404, 410])('API %i is the 404 page of the requested path', (status) => {
    expect(asRouteError(new ApiError(status, {}), request('/de/escort/nobody'))).toMatchObject({
      data: { kind: 'not-found', path: '/de/escort/nobody' }, init: { status: HTTP.notFound },
    });
  });

  it.each([
    ['a refused login', new WrongPasswordError(401)],
    ['a programming error', new TypeError('x is undefined')],
    ['a visitor who left', new AbortedError(new DOMException('gone', 'AbortError'))],
  ])('%s is not the API host failing and keeps its own path', (_what, error) => {
    expect(upstreamStatus(error)).toBeNull();
    expect(asRouteError(error, request('/'))).toBe(error);
    expect(isUpstreamRouteError(error)).toBe(false);
  });
});

describe('API 401: the session ends', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on the server: 302 to the localized login, back to the page, with the session cookies expired', () => {
    const answer = asRouteError(new ApiError(HTTP.unauthorized, {}), request('/de/client/favorites?page=2')) as Response;
    expect(answer.status).toBe(HTTP.found);
    const location = new URL(answer.headers.get('location')!, 'https://site.test');
    expect(location.pathname).toBe('/de/login');
    expect(location.searchParams.get('redirect')).toBe('/de/client/favorites?page=2');
    const cleared = answer.headers.getSetCookie();
    for (const name of [COOKIE_NAMES.token, COOKIE_NAMES.user]) {
      const cookie = cleared.find((c) => c.startsWith(`${name}=`));
      expect(cookie, name).toMatch(/Max-Age=0/);
      expect(parseCookies(cookie)[name]).toBe('');
    }
    expect(cleared.every((c) => c.includes('Secure'))).toBe(true); // https origin
  });

  it('in the browser: the cookies and drafts are cleared and the login page loads as a document', () => {
    const written: string[] = [];
    const removed: string[] = [];
    const storage = { removeItem: (key: string) => removed.push(key) };
    vi.stubGlobal('document', { set cookie(value: string) { written.push(value); } });
    vi.stubGlobal('location', { protocol: 'https:' });
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('sessionStorage', storage);
    const answer = asRouteError(new ApiError(HTTP.unauthorized, {}), request('/client/notification')) as Response;
    expect(answer.status).toBe(HTTP.found);
    expect(answer.headers.get('location')).toBe('/login?redirect=%2Fclient%2Fnotification');
    expect(answer.headers.has('X-Remix-Reload-Document')).toBe(true);
    expect(written.filter((c) => /^(token|user)=;/.test(c) && c.includes('Max-Age=0'))).toHaveLength(2);
    expect(removed.length).toBeGreaterThan(0);
  });

  it('never sends the visitor off-site: a path that is not a page returns to no page', () => {
    const answer = asRouteError(new ApiError(HTTP.unauthorized, {}), request('//evil.example/x')) as Response;
    expect(answer.headers.get('location')).toBe('/login');
  });
});
