import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MAX_RETRIES, RETRY_STATUSES } from '../../../schemas/constants';
import { ApiError, NetworkError } from '../../../sdk/client/errors';
import { DEFAULT_RETRY_POLICY, resolveRetryPolicy } from '../../../sdk/client/retry';
import { file } from './cases';
import { RESPONSES } from './fixtures';
import { answer, client, failure, json, server, serveMockApi } from './server';
import { runOnVirtualClock } from './virtual-time';

/** The retry policy a client (or one call) sets: count, statuses, off. The §7 default: retry.test.ts. */
serveMockApi();
runOnVirtualClock();

const fail = (status: number) => json({ message: `status ${status}` }, { status });

describe('the default policy', () => {
  it('is §7’s, from the constants', () => {
    expect(DEFAULT_RETRY_POLICY).toEqual({ limit: MAX_RETRIES, statuses: RETRY_STATUSES });
    expect(resolveRetryPolicy()).toBe(DEFAULT_RETRY_POLICY);
  });

  it('layers the call’s policy over the client’s', () => {
    expect(resolveRetryPolicy({ statuses: [503] }, { limit: 3 })).toEqual({ limit: 3, statuses: [503] });
    expect(resolveRetryPolicy({ limit: 3 }, false)).toEqual({ limit: 0, statuses: RETRY_STATUSES });
    expect(resolveRetryPolicy(false, { limit: 2 })).toEqual({ limit: 2, statuses: RETRY_STATUSES });
  });

  it('refuses a count that is not a whole number of retries, when the client is made', () => {
    expect(() => client({ retry: { limit: -1 } })).toThrow(RangeError);
    expect(() => client({ retry: { limit: 1.5 } })).toThrow(RangeError);
    expect(() => client({ retry: { limit: Number.POSITIVE_INFINITY } })).toThrow(RangeError);
  });
});

describe('a client’s policy', () => {
  it('retries up to its count, then surfaces the last answer', async () => {
    const calls = answer(() => fail(503));
    const error = await failure(client({ retry: { limit: 3 } }).profiles.list());
    expect((error as ApiError).status).toBe(503);
    expect(calls).toHaveLength(4);
  });

  it('stops retrying once an attempt succeeds', async () => {
    const calls = answer((_r, n) => (n < 3 ? fail(502) : json(RESPONSES.listProfiles)));
    await expect(client({ retry: { limit: 3 } }).profiles.list()).resolves.toMatchObject({ meta: { page: 1 } });
    expect(calls).toHaveLength(3);
  });

  it('retries network failures up to its count', async () => {
    const calls = answer(() => HttpResponse.error());
    expect(await failure(client({ retry: { limit: 2 } }).profiles.list())).toBeInstanceOf(NetworkError);
    expect(calls).toHaveLength(3);
  });

  it('`retry: false` sends one request', async () => {
    const calls = answer(() => fail(503));
    expect(await failure(client({ retry: false }).profiles.list())).toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('retries only its statuses', async () => {
    const c = client({ retry: { statuses: [500] } });
    const refused = answer(() => fail(503));
    await failure(c.profiles.list());
    expect(refused).toHaveLength(1);
    server.resetHandlers();
    const failed = answer(() => fail(500));
    await failure(c.profiles.list());
    expect(failed).toHaveLength(2);
  });

  it('keeps the write safety: a like (not idempotent) is not re-sent on 500, whatever the count', async () => {
    const calls = answer(() => fail(500));
    await failure(client({ retry: { limit: 3 } }).profiles.like(3));
    expect(calls).toHaveLength(1);
  });

  it('re-sends a write whole on each retry when the server proves it did not act (503)', async () => {
    const calls = answer((_r, n) => (n < 3 ? fail(503) : json(RESPONSES.uploadProfileImage)));
    await client({ retry: { limit: 2 } }).profiles.uploadImage(3, file('c.png', 'png-bytes', 'image/png'), { main: true });
    expect(calls.map((c) => c.body)).toEqual(Array.from({ length: 3 }, () => ({ image: 'file:c.png:png-bytes', main: 'true' })));
  });
});

describe('a call’s policy', () => {
  it('turns retrying off for one call', async () => {
    const calls = answer(() => fail(503));
    const c = client();
    await failure(c.profiles.list({}, 1, { retry: false }));
    expect(calls).toHaveLength(1);
    await failure(c.profiles.list());
    expect(calls).toHaveLength(3);
  });

  it('retries one call where the client does not', async () => {
    const calls = answer(() => fail(429));
    await failure(client({ retry: false }).profiles.list({}, 1, { retry: { limit: 2 } }));
    expect(calls).toHaveLength(3);
  });
});
