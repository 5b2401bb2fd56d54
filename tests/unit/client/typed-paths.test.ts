import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createTransport } from '../../../sdk/client/transport';
import type { Api } from '../../../sdk/client/transport';

/**
 * The typed client (openapi-fetch over the generated `paths`) refuses wrong calls at compile time.
 * `tsc --noEmit -p tsconfig.json` checks this file: each `@ts-expect-error` fails the typecheck
 * if the line under it ever compiles. The wrong calls are built but never sent.
 */
const BASE = 'http://api.test';

function fakeApi() {
  const requests: Request[] = [];
  const fetch = (request: Request) => {
    requests.push(request);
    return Promise.resolve(new Response('{"data":[]}', { status: 200, headers: { 'content-type': 'application/json' } }));
  };
  const { api } = createTransport({ baseUrl: BASE, locale: 'de', fetch });
  return { api, requests };
}

/** Never called: only the compiler looks at these. */
const wrongCalls = (api: Api) => [
  // @ts-expect-error a path the API does not have (/api/profiles for /api/profile)
  () => api.GET('/api/profiles', {}),
  // @ts-expect-error `colour` is not a query parameter of GET /api/profile
  () => api.GET('/api/profile', { params: { query: { colour: 'red' } } }),
  // @ts-expect-error age_min is a number, not a string
  () => api.GET('/api/profile', { params: { query: { age_min: '18' } } }),
  // @ts-expect-error the body's action is one of activate, deactivate, send_to_moderation, not a number
  () => api.POST('/api/profile/{id}/change-status', { params: { path: { id: 1 } }, body: { action: 1 } }),
  // @ts-expect-error the rating of a new review is a number
  () => api.POST('/api/profile/{id}/reviews', { params: { path: { id: 1 } }, body: { body: 'x', rating: 'five', date_of_meeting: '2026-10-01', duration_of_meeting: '1 h' } }),
  // @ts-expect-error the path parameter id is required
  () => api.GET('/api/profile/{id}'),
  // @ts-expect-error params without the path's id
  () => api.GET('/api/profile/{id}', { params: {} }),
  // @ts-expect-error GET /api/profile/{id}/change-status does not exist: it is POST only
  () => api.GET('/api/profile/{id}/change-status', { params: { path: { id: 1 } } }),
  // @ts-expect-error PATCH is a method of /api/profile/{id}, not of /api/profile
  () => api.PATCH('/api/profile', { body: { is_final: true } }),
  // @ts-expect-error GET /api/country is read-only: no POST
  () => api.POST('/api/country', {}),
];

describe('typed client over the generated paths', () => {
  it('marks every wrong call for the compiler (an unmarked one would be a call that compiles)', () => {
    const source = readFileSync(fileURLToPath(import.meta.url), 'utf8');
    const block = source.slice(source.indexOf('const wrongCalls'), source.indexOf('];', source.indexOf('const wrongCalls')));
    const marked = block.match(/^\s*\/\/ @ts-expect-error /gm)?.length ?? 0;
    expect(wrongCalls(fakeApi().api)).toHaveLength(marked);
    expect(marked).toBeGreaterThan(5);
  });

  it('a correct call compiles and sends the path, typed query and method', async () => {
    const { api, requests } = fakeApi();
    const { response } = await api.GET('/api/profile', {
      params: { query: { category: 'escort', age_min: 18, country_id: 3, statuses: ['VIP', 'TOP'], page: 2 } },
      parseAs: 'text',
    });
    expect(response.status).toBe(200);
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!.url);
    expect(requests[0]!.method).toBe('GET');
    expect(url.origin + url.pathname).toBe(`${BASE}/api/profile`);
    expect(url.searchParams.get('category')).toBe('escort');
    expect(url.searchParams.get('age_min')).toBe('18');
    expect(url.searchParams.getAll('statuses')).toEqual(['VIP', 'TOP']);
    expect(requests[0]!.headers.get('Content-Language')).toBe('de');
  });

  it('a path parameter is filled in and a typed body is sent as JSON', async () => {
    const { api, requests } = fakeApi();
    await api.POST('/api/profile/{id}/change-status', {
      params: { path: { id: 42 } }, body: { action: 'deactivate' }, parseAs: 'text',
    });
    expect(requests[0]!.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/profile/42/change-status');
    expect(await requests[0]!.json()).toEqual({ action: 'deactivate' });
  });
});
