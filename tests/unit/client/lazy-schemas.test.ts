import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { NetworkError } from '../../../sdk/client/errors';
import { lazy } from '../../../sdk/client/lazy';
import { createTransport } from '../../../sdk/client/transport';
import type { Send } from '../../../sdk/client/transport';
import { preloadSchemas } from '../../../sdk/endpoints/operation-schemas';

/** A transport whose fetch answers `body` as JSON. */
const transport = (body: unknown) =>
  createTransport({ baseUrl: 'https://api.example', fetch: async () => new Response(JSON.stringify(body), { status: 200 }) });
const send: Send = (api, init) => api.GET('/api/currency', { ...init });

describe('schemas loaded on the first call (sdk/client/lazy, the transport)', () => {
  it('loads once: concurrent first uses share one load, later uses none', async () => {
    const load = vi.fn(async () => 'module');
    const get = lazy(load);
    expect(await Promise.all([get(), get(), get()])).toEqual(['module', 'module', 'module']);
    await get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a load that failed, so the next use tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue('module');
    const get = lazy(load);
    await expect(get()).rejects.toThrow('chunk gone');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('validates against a loaded schema as against one given', async () => {
    const schema = z.object({ n: z.number() });
    const t = transport({ n: 1, extra: true });
    await expect(t.call(async () => schema, send)).resolves.toEqual({ n: 1 });
    await expect(t.call(schema, send)).resolves.toEqual({ n: 1 });
  });

  it('fails a call whose schema cannot be loaded with a NetworkError, and leaves the next call its own try', async () => {
    const schema = z.object({ n: z.number() });
    const load = vi.fn<() => Promise<typeof schema>>().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue(schema);
    const source = lazy(load);
    const t = transport({ n: 1 });
    const failed = await t.call(source, send).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(NetworkError);
    expect((failed as NetworkError).cause).toEqual(new Error('chunk gone'));
    await expect(t.call(source, send)).resolves.toEqual({ n: 1 });
  });

  it('preloads the schemas without rejecting', async () => {
    await expect(preloadSchemas()).resolves.toBeUndefined();
  });
});
