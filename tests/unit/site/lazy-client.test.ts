import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PortalClientProvider, usePortalClient } from '@portal/sdk/react';
import type { PortalClient } from '@portal/sdk';
import { onFirstIntent } from '../../../ui/site/data/first-intent';
import { lazyClient } from '../../../ui/site/data/lazy-client';

interface Client {
  getLocale: () => string;
  profiles: { list: (page: number) => Promise<string> };
}

const realClient = (): Client => ({ getLocale: () => 'de', profiles: { list: async (page) => `page ${page}` } });

describe('lazyClient', () => {
  it('loads the real client on the first call only, and answers every call through it', async () => {
    const load = vi.fn(async () => realClient());
    const client = lazyClient<Client>(load, { getLocale: () => 'de' });
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([client.profiles.list(1), client.profiles.list(2)])).resolves.toEqual(['page 1', 'page 2']);
    await expect(client.profiles.list(3)).resolves.toBe('page 3');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('has every group of the full client, so the SDK provider does not take it for a listing client', async () => {
    const load = vi.fn(async () => ({ ...realClient(), payments: { purchases: async () => 'purchases' } }));
    const client = lazyClient(load, { getLocale: () => 'de' }) as unknown as PortalClient;
    expect('payments' in client && 'session' in client).toBe(true);
    let calls: Promise<unknown> | undefined;
    function Wallet() {
      calls = (usePortalClient().payments.purchases as unknown as () => Promise<unknown>)();
      return null;
    }
    renderToString(createElement(PortalClientProvider, { client }, createElement(Wallet)));
    await expect(calls).resolves.toBe('purchases');
  });

  it('answers eager members without loading, and is not mistaken for a promise', async () => {
    const load = vi.fn(async () => realClient());
    const client = lazyClient<Client>(load, { getLocale: () => 'cz' });
    expect(client.getLocale()).toBe('cz');
    expect((client as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(client)).resolves.toBe(client);
    expect(load).not.toHaveBeenCalled();
  });

  it('tries the load again on the next call after a failed one', async () => {
    const load = vi.fn<() => Promise<Client>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(realClient());
    const client = lazyClient<Client>(load);
    await expect(client.profiles.list(1)).rejects.toThrow('Failed to fetch');
    await expect(client.profiles.list(1)).resolves.toBe('page 1');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('onFirstIntent', () => {
  it.each(['pointerover', 'focusin', 'keydown'])('runs once, at the first %s, and stops listening', (type) => {
    const target = new EventTarget();
    const fn = vi.fn();
    onFirstIntent(fn, target as unknown as Document);
    expect(fn).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event('pointerover'));
    target.dispatchEvent(new Event('keydown'));
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('ignores events that are no sign of intent (scrolling, loading)', () => {
    const target = new EventTarget();
    const fn = vi.fn();
    onFirstIntent(fn, target as unknown as Document);
    target.dispatchEvent(new Event('scroll'));
    target.dispatchEvent(new Event('load'));
    expect(fn).not.toHaveBeenCalled();
  });
});
