import { HttpResponse } from 'msw';
import type { Middleware } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../sdk/client/errors';
import type { FetchOptions } from '../../../sdk/client/transport';
import { createListingClient } from '@portal/sdk/listing';
import { RESPONSES } from './fixtures';
import { answer, BASE, client, failure, json, serveMockApi } from './server';

/**
 * What a caller configures per client and per call: headers, middleware, a timeout and the
 * options a framework's fetch reads from its second argument. Retry policies: retry-policy.test.ts;
 * timeouts: timeout.test.ts.
 */
serveMockApi();

/** A fetch that records what it was given and answers a listing page. */
function recordingFetch() {
  const seen: Array<{ request: Request; init: FetchOptions | undefined; args: number }> = [];
  const fetch = async (request: Request, ...rest: [FetchOptions?]) => {
    seen.push({ request, init: rest[0], args: 1 + rest.length });
    return json(RESPONSES.listProfiles);
  };
  return { seen, fetch };
}

describe('headers', () => {
  it('sends the client’s headers with every call, and a call’s own over them', async () => {
    const calls = answer(() => json(RESPONSES.listProfiles));
    const c = client({ headers: { 'X-Partner': 'acme', 'X-Trace': 'client' } });
    await c.profiles.list({}, 1, { headers: { 'X-Trace': 'call-7' } });
    await c.profiles.list();
    expect(calls.map((r) => [r.headers.get('x-partner'), r.headers.get('x-trace')])).toEqual([['acme', 'call-7'], ['acme', 'client']]);
  });

  it('lets a call remove a client header with null', async () => {
    const calls = answer(() => json(RESPONSES.listProfiles));
    await client({ headers: { 'X-Partner': 'acme' } }).profiles.list({}, 1, { headers: { 'X-Partner': null } });
    expect(calls[0]?.headers.has('x-partner')).toBe(false);
  });

  it('keeps the language and token headers, and a caller’s own Content-Language or Authorization wins', async () => {
    const calls = answer(() => json(RESPONSES.listProfiles));
    const c = client();
    await c.profiles.list();
    await c.profiles.list({}, 1, { headers: new Headers({ 'Content-Language': 'fr', Authorization: 'Bearer service' }) });
    expect(calls.map((r) => [r.headers.get('content-language'), r.headers.get('authorization')])).toEqual([
      ['de', 'Bearer tok'],
      ['fr', 'Bearer service'],
    ]);
  });

  it('re-sends the headers on a retry', async () => {
    const calls = answer((_r, n) => (n === 1 ? json({}, { status: 503 }) : json(RESPONSES.listProfiles)));
    await client({ headers: { 'X-Partner': 'acme' } }).profiles.list({}, 1, { retry: { limit: 1 } });
    expect(calls.map((r) => r.headers.get('x-partner'))).toEqual(['acme', 'acme']);
  });
});

describe('middleware', () => {
  it('runs the option’s and `use`’s middleware after the client’s headers and before the retry', async () => {
    const order: string[] = [];
    const tag = (name: string): Middleware => ({
      onRequest({ request }) {
        order.push(`${name}:request:${request.headers.get('content-language')}`);
        request.headers.set('X-Seen-By', `${request.headers.get('X-Seen-By') ?? ''}${name}`);
        return undefined;
      },
      onResponse({ response }) {
        order.push(`${name}:response:${response.status}`);
        return undefined;
      },
    });
    const calls = answer((_r, n) => (n === 1 ? json({}, { status: 503 }) : json(RESPONSES.listProfiles)));
    const c = client({ middleware: [tag('a')] });
    c.use(tag('b'));
    await c.profiles.list();
    // Each middleware's request step ran once, in order, after the language was set; the retry
    // re-sent what they left; their response steps saw the answer after the retry, in reverse.
    expect(order).toEqual(['a:request:de', 'b:request:de', 'b:response:200', 'a:response:200']);
    expect(calls.map((r) => r.headers.get('x-seen-by'))).toEqual(['ab', 'ab']);
  });

  it('can answer a request itself, and `eject` removes it', async () => {
    const calls = answer(() => json(RESPONSES.listProfiles));
    const cached: Middleware = { onRequest: () => json({ ...(RESPONSES.listProfiles as object), data: [] }) };
    const c = createListingClient({ baseUrl: BASE, middleware: [cached] });
    expect((await c.profiles.list()).data).toEqual([]);
    expect(calls).toHaveLength(0);
    c.eject(cached);
    expect((await c.profiles.list()).data.length).toBeGreaterThan(0);
    expect(calls).toHaveLength(1);
  });

  it('an error thrown by middleware surfaces as the client’s network error, never as success', async () => {
    answer(() => json(RESPONSES.listProfiles));
    const broken: Middleware = { onRequest: () => { throw new Error('middleware bug'); } };
    const error = await failure(client({ middleware: [broken], retry: false }).profiles.list());
    expect(error).toMatchObject({ kind: 'network', cause: expect.objectContaining({ message: 'middleware bug' }) });
  });
});

describe('fetch options for frameworks', () => {
  it('passes the client’s and the call’s fetch options to a custom fetch as its second argument', async () => {
    const { seen, fetch } = recordingFetch();
    const c = client({ fetch, fetchOptions: { cache: 'force-cache', next: { revalidate: 60 } } });
    await c.profiles.list({}, 1, { fetchOptions: { next: { revalidate: 10, tags: ['profiles'] } } });
    await c.profiles.list();
    expect(seen.map((s) => s.init)).toEqual([
      { cache: 'force-cache', next: { revalidate: 10, tags: ['profiles'] } },
      { cache: 'force-cache', next: { revalidate: 60 } },
    ]);
    expect(seen[0]?.request).toBeInstanceOf(Request);
  });

  it('passes them on the retry too, and nothing but the request when there are none', async () => {
    let attempt = 0;
    const seen: number[] = [];
    const fetch = async (_request: Request, ...rest: [FetchOptions?]) => {
      attempt += 1;
      seen.push(rest.length);
      return attempt === 1 ? json({}, { status: 503 }) : json(RESPONSES.listProfiles);
    };
    await client({ fetch }).profiles.list({}, 1, { fetchOptions: { next: { tags: ['a'] } } });
    await client({ fetch }).profiles.list();
    expect(seen).toEqual([1, 1, 0]);
  });

  it('keeps the request’s own parts out of the fetch options', async () => {
    const { seen, fetch } = recordingFetch();
    await client({ fetch }).profiles.list({}, 1, { fetchOptions: { cache: 'no-store', headers: { 'X-Lost': '1' }, method: 'DELETE' } });
    expect(seen[0]?.init).toEqual({ cache: 'no-store' });
    expect(seen[0]?.request.method).toBe('GET');
  });

  it('sends a write with a body through the platform fetch with fetch options', async () => {
    const calls = answer(() => json(RESPONSES.updateProfile));
    await client({ fetchOptions: { cache: 'no-store' } }).profiles.update(3, { categories: [1] });
    expect(calls[0]?.body).toEqual({ categories: [1] });
  });

  it('lets uploads through a custom fetch carry them', async () => {
    const seen: Array<FetchOptions | undefined> = [];
    const fetch = async (_request: Request, init?: FetchOptions) => {
      seen.push(init);
      return json(RESPONSES.uploadProfileImage);
    };
    await client({ fetch }).profiles.uploadImage(3, new Blob(['x'], { type: 'image/png' }), { fetchOptions: { next: { tags: ['me'] } } });
    expect(seen).toEqual([{ next: { tags: ['me'] } }]);
  });
});

describe('errors of a configured call stay typed', () => {
  it('an API error with custom headers is still an ApiError', async () => {
    answer(() => HttpResponse.json({ message: 'Nope' }, { status: 422 }));
    const error = await failure(client({ headers: { 'X-Partner': 'acme' } }).profiles.list());
    expect(error).toBeInstanceOf(ApiError);
  });
});
