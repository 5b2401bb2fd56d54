import { HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ERROR_STATUS_MAX, ERROR_STATUS_MIN, MAX_RETRIES, RETRY_AFTER_CAP_MS, RETRY_DELAY_MS, RETRY_STATUSES,
} from '../../../schemas/constants';
import { operations } from '../../../schemas/operations';
import { AbortedError, ApiError, NetworkError, PaymentUnavailableError } from '../../../sdk/client/errors';
import { IDEMPOTENT_WRITES, NOT_PROCESSED_STATUSES, retryClassOf, retryDelayMs } from '../../../sdk/client/retry';
import { file } from './cases';
import { RESPONSES, confirmed } from './fixtures';
import { answer, BASE, client, failure, json, server, serveMockApi } from './server';
import { runOnVirtualClock } from './virtual-time';

serveMockApi();
// The retry waits (250 ms, Retry-After up to 2 s) pass on a virtual clock, not in real time.
runOnVirtualClock();

const fail = (status: number, headers?: Record<string, string>) => json({ message: `status ${status}` }, { status, ...(headers ? { headers } : {}) });
const list = () => client().profiles.list();
const OTHER_ERROR_STATUSES = Array.from({ length: ERROR_STATUS_MAX - ERROR_STATUS_MIN + 1 }, (_, i) => ERROR_STATUS_MIN + i)
  .filter((s) => !(RETRY_STATUSES as readonly number[]).includes(s));

describe('retry rule: helpers', () => {
  it('retries at most once', () => expect(MAX_RETRIES).toBe(1));

  it('reads Retry-After as seconds or an HTTP date, capped', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(retryDelayMs(null, now)).toBe(RETRY_DELAY_MS);
    expect(retryDelayMs('0', now)).toBe(0);
    expect(retryDelayMs('2', now)).toBe(2000);
    expect(retryDelayMs('3', now)).toBe(RETRY_AFTER_CAP_MS); // Above the cap: the cap.
    expect(retryDelayMs(new Date(now + 1500).toUTCString(), now)).toBe(1000); // HTTP dates have whole seconds
    expect(retryDelayMs(new Date(now - 5000).toUTCString(), now)).toBe(0);
    expect(retryDelayMs(new Date(now + 60_000).toUTCString(), now)).toBe(RETRY_AFTER_CAP_MS);
    expect(retryDelayMs('soon', now)).toBe(RETRY_DELAY_MS);
    expect(RETRY_AFTER_CAP_MS).toBeGreaterThanOrEqual(2000);
  });

  it('lists only existing writes as idempotent, payments included', () => {
    const writes = new Set(operations.filter((o) => o.method !== 'get').map((o) => `${o.method.toUpperCase()} ${o.path}`));
    for (const entry of IDEMPOTENT_WRITES) expect(writes).toContain(entry);
    expect(retryClassOf('POST', '/api/lovecoins/purchase')).toBe('idempotent-write');
    expect(retryClassOf('POST', '/api/packages/purchase')).toBe('idempotent-write');
    expect(retryClassOf('POST', '/api/profile/{id}/like')).toBe('write');
    expect(retryClassOf('GET', '/api/profile')).toBe('read');
    expect(NOT_PROCESSED_STATUSES.every((s) => (RETRY_STATUSES as readonly number[]).includes(s))).toBe(true);
  });
});

describe('retry rule: reads', () => {
  it.each(RETRY_STATUSES)('%i is retried once, then succeeds', async (status) => {
    const calls = answer((_r, n) => (n === 1 ? fail(status) : json(RESPONSES.listProfiles)));
    await expect(list()).resolves.toMatchObject({ meta: { page: 1 } });
    expect(calls).toHaveLength(2);
  });

  it.each(RETRY_STATUSES)('%i twice is surfaced after exactly one retry', async (status) => {
    const calls = answer(() => fail(status));
    const error = await failure(list());
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect(calls).toHaveLength(2);
  });

  it('no other 4xx/5xx status is retried', async () => {
    for (const status of OTHER_ERROR_STATUSES) {
      server.resetHandlers();
      const calls = answer(() => fail(status));
      const error = await failure(list());
      expect([status, (error as ApiError).status, calls.length]).toEqual([status, status, 1]);
    }
  });

  it('a network failure is retried once', async () => {
    const calls = answer((_r, n) => (n === 1 ? HttpResponse.error() : json(RESPONSES.listProfiles)));
    await expect(list()).resolves.toBeDefined();
    expect(calls).toHaveLength(2);
  });

  it('two network failures surface as NetworkError', async () => {
    const calls = answer(() => HttpResponse.error());
    const error = await failure(list());
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'network', i18nKey: 'errors.network' });
    expect(calls).toHaveLength(2);
  });

  it('waits RETRY_DELAY_MS without Retry-After', async () => {
    answer((_r, n) => (n === 1 ? fail(503) : json(RESPONSES.listProfiles)));
    const started = performance.now();
    await list();
    expect(performance.now() - started).toBeGreaterThanOrEqual(RETRY_DELAY_MS - 10);
  });

  it('honours Retry-After in seconds', async () => {
    answer((_r, n) => (n === 1 ? fail(429, { 'Retry-After': '1' }) : json(RESPONSES.listProfiles)));
    const started = performance.now();
    await list();
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  });

  it('honours Retry-After as an HTTP date', async () => {
    // HTTP dates have whole seconds: this one is 0.9 to 1.9 s ahead, under the cap.
    const at = new Date(Math.floor((Date.now() + 1900) / 1000) * 1000);
    const calls = answer((_r, n) => (n === 1 ? fail(503, { 'Retry-After': at.toUTCString() }) : json(RESPONSES.listProfiles)));
    await list();
    expect(calls).toHaveLength(2);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime() - 10);
  });

  describe('a Retry-After above the cap', () => {
    it.each([
      ['seconds', () => '120'],
      ['an HTTP date', () => new Date(Date.now() + 3_600_000).toUTCString()],
    ])('(%s) still retries once, after the cap', async (_form, retryAfter) => {
      const sentAt: number[] = [];
      const calls = answer((_r, n) => {
        sentAt.push(performance.now());
        return n === 1 ? fail(429, { 'Retry-After': retryAfter() }) : json(RESPONSES.listProfiles);
      });
      await expect(list()).resolves.toMatchObject({ data: expect.any(Array) });
      expect(calls).toHaveLength(2);
      // On the virtual clock the wait is exactly what the client asked for: the cap, not 120 s or an hour.
      expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(RETRY_AFTER_CAP_MS);
      expect(sentAt[1]! - sentAt[0]!).toBeLessThan(RETRY_AFTER_CAP_MS + RETRY_DELAY_MS);
    });

    it('surfaces the second refusal: one retry, never more', async () => {
      const calls = answer(() => fail(503, { 'Retry-After': '600' }));
      expect(((await failure(list())) as ApiError).status).toBe(503);
      expect(calls).toHaveLength(1 + MAX_RETRIES);
    });
  });
});

describe('retry rule: requests with a body', () => {
  const like = () => client().profiles.like(3);

  it.each(NOT_PROCESSED_STATUSES)('a non-idempotent write is retried on %i (not processed)', async (status) => {
    const calls = answer((_r, n) => (n === 1 ? fail(status) : json(RESPONSES.likeProfile)));
    await expect(like()).resolves.toMatchObject({ is_liked: true });
    expect(calls).toHaveLength(2);
  });

  it.each([409, 500, 502, 504])('a non-idempotent write is not retried on %i (may have been processed)', async (status) => {
    const calls = answer(() => fail(status));
    expect(((await failure(like())) as ApiError).status).toBe(status);
    expect(calls).toHaveLength(1);
  });

  it('a non-idempotent write is not retried on a network failure after connecting', async () => {
    const calls = answer(() => HttpResponse.error());
    expect(await failure(like())).toBeInstanceOf(NetworkError);
    expect(calls).toHaveLength(1);
  });

  it('a non-idempotent write is retried when the connection was never made', async () => {
    let attempts = 0;
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const c = client({
      fetch: async () => {
        attempts += 1;
        if (attempts === 1) throw refused;
        return json(RESPONSES.likeProfile);
      },
    });
    await expect(c.profiles.like(3)).resolves.toMatchObject({ likes: 11 });
    expect(attempts).toBe(2);
  });

  it.each([500, 502, 504])('a payment (idempotent by request_id) is retried on %i with the same request_id', async (status) => {
    const calls = answer((_r, n) => (n === 1 ? fail(status) : json(RESPONSES.buyPackage)));
    await client().payments.buyPackage({ type: 'TOP', profile_id: 3, confirmed });
    expect(calls).toHaveLength(2);
    const [first, second] = calls.map((c) => (c.body as { request_id: string }).request_id);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toBe(first);
  });

  it('a LoveCoins purchase is retried on 409 with the same request_id', async () => {
    const calls = answer((_r, n) => (n === 1 ? fail(409) : json(RESPONSES.buyLoveCoins)));
    await client().payments.buyLoveCoins({ package_id: 'starter', profile_id: 3 });
    expect(calls.map((c) => (c.body as { request_id: string }).request_id)).toHaveLength(2);
  });

  it('a TOP/VIP purchase answered 409 (the confirmed quote is stale) is not retried: the new quote goes back to the payer', async () => {
    const current = { type: 'VIP', valid_from: confirmed.valid_from, valid_until: confirmed.valid_from, paid_coins: 300, quotes: [] };
    const wallet = { balance: 200, owner: { type: 'individual', id: 3 } };
    const calls = answer(() => json({ message: 'changed', reason: 'quote_changed', data: { current, wallet } }, { status: 409 }));
    const error = await client().payments.buyPackage({ type: 'TOP', profile_id: 3, confirmed }).catch((e: unknown) => e);
    expect(calls).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'quote-changed', status: 409, current, wallet });
  });

  it('a payment is retried after a network failure', async () => {
    const calls = answer((_r, n) => (n === 1 ? HttpResponse.error() : json(RESPONSES.buyLoveCoins)));
    await client().payments.buyLoveCoins({ package_id: 'starter', profile_id: 3 });
    expect(calls).toHaveLength(2);
  });

  it('a payment answered 503 twice is PaymentUnavailableError', async () => {
    const calls = answer(() => fail(503));
    expect(await failure(client().payments.buyLoveCoins({ package_id: 'maximum' }))).toBeInstanceOf(PaymentUnavailableError);
    expect(calls).toHaveLength(2);
  });

  it('an idempotent PATCH is retried on 502 with the same body', async () => {
    const calls = answer((_r, n) => (n === 1 ? fail(502) : json(RESPONSES.updateProfile)));
    await client().profiles.update(3, { categories: [1, 2] });
    expect(calls.map((c) => c.body)).toEqual([{ categories: [1, 2] }, { categories: [1, 2] }]);
  });

  it('a multipart upload is re-sent whole on retry', async () => {
    const calls = answer((_r, n) => (n === 1 ? fail(503) : json(RESPONSES.uploadProfileImage)));
    await client().profiles.uploadImage(3, file('b.webp', 'webp-bytes', 'image/webp'), { main: false });
    expect(calls.map((c) => c.body)).toEqual([
      { image: 'file:b.webp:webp-bytes', main: 'false' },
      { image: 'file:b.webp:webp-bytes', main: 'false' },
    ]);
  });
});

describe('retry rule: aborts', () => {
  it('an aborted signal sends nothing and surfaces as an abort', async () => {
    const calls = answer(() => json(RESPONSES.listProfiles));
    const error = await failure(client().profiles.list({}, 1, { signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(AbortedError);
    expect(error).toMatchObject({ kind: 'aborted', name: 'AbortError' });
    expect(calls).toHaveLength(0);
  });

  it('an abort during the request is not retried', async () => {
    const calls = answer(async () => {
      await delay(500);
      return json(RESPONSES.listProfiles);
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(await failure(client().profiles.list({}, 1, { signal: controller.signal }))).toBeInstanceOf(AbortedError);
    await delay(100);
    expect(calls).toHaveLength(1);
  });

  it('an abort during the wait before the retry ends it at once', async () => {
    const calls = answer(() => fail(503, { 'Retry-After': '2' }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = performance.now();
    expect(await failure(client().profiles.list({}, 1, { signal: controller.signal }))).toBeInstanceOf(AbortedError);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(calls).toHaveLength(1);
  });
});

it('uses the configured base URL', async () => {
  const calls = answer(() => json(RESPONSES.listCurrencies));
  await client().reference.currencies();
  expect(calls[0]?.url.origin).toBe(new URL(BASE).origin);
});
