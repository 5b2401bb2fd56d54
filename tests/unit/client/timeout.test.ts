import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { AbortedError, TimeoutError } from '../../../sdk/client/errors';
import { RESPONSES } from './fixtures';
import { answer, client, failure, json, serveMockApi } from './server';
import { runOnVirtualClock } from './virtual-time';

serveMockApi();
// The slow answers, the limits and the retry waits run on a virtual clock: in their order, in no real time.
runOnVirtualClock();

describe('timeout', () => {
  it('fails a call that takes longer with a TimeoutError, not an abort', async () => {
    answer(async () => {
      await delay(2_000);
      return json(RESPONSES.listProfiles);
    });
    const error = await failure(client({ timeoutMs: 50 }).profiles.list());
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 50, i18nKey: 'errors.timeout' });
  });

  it('takes a call’s timeout over the client’s', async () => {
    answer(async () => {
      await delay(300);
      return json(RESPONSES.listProfiles);
    });
    const c = client({ timeoutMs: 50 });
    await expect(c.profiles.list({}, 1, { timeoutMs: 5_000 })).resolves.toMatchObject({ meta: { page: 1 } });
    expect(await failure(c.profiles.list({}, 1, { timeoutMs: 20 }))).toBeInstanceOf(TimeoutError);
  });

  it('counts the retry and its wait within the limit', async () => {
    const calls = answer(() => json({}, { status: 503, headers: { 'Retry-After': '2' } }));
    const error = await failure(client({ timeoutMs: 100 }).profiles.list());
    expect(error).toBeInstanceOf(TimeoutError);
    expect(calls).toHaveLength(1);
  });

  it('leaves the caller’s abort an AbortedError', async () => {
    answer(async () => {
      await delay(2_000);
      return json(RESPONSES.listProfiles);
    });
    const controller = new AbortController();
    const pending = client({ timeoutMs: 5_000 }).profiles.list({}, 1, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(await failure(pending)).toBeInstanceOf(AbortedError);
  });

  it('does not touch a call that answers in time', async () => {
    answer(() => json(RESPONSES.listProfiles));
    await expect(client({ timeoutMs: 5_000 }).profiles.list()).resolves.toMatchObject({ meta: { page: 1 } });
  });
});

