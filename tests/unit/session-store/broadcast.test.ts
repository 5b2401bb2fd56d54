import { describe, expect, it, vi } from 'vitest';
import { SESSION_BROADCAST_STORAGE_KEY, createSessionBroadcast, readLogoutMessage } from '../../../sdk/session-store';
import { MemoryStorage } from './fakes';

describe('session broadcast', () => {
  it('uses the platform BroadcastChannel between two instances', async () => {
    const name = `test-${Math.random()}`;
    const a = createSessionBroadcast({ name });
    const b = createSessionBroadcast({ name });
    const received = new Promise((resolve) => b.subscribe(resolve));
    a.post({ type: 'logout', reason: 'user' });
    await expect(received).resolves.toEqual({ type: 'logout', reason: 'user' });
    a.close();
    b.close();
  });

  it('falls back to storage events without BroadcastChannel', () => {
    const target = new EventTarget();
    const storage = new MemoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const sender = createSessionBroadcast({ BroadcastChannel: null, storage, target: null });
    const receiver = createSessionBroadcast({ BroadcastChannel: null, storage: null, target });
    const listener = vi.fn();
    receiver.subscribe(listener);
    sender.post({ type: 'logout', reason: 'expired' });
    // The browser fires `storage` in the other tabs; replay what it would deliver.
    const [key, value] = setItem.mock.calls[0]!;
    expect(key).toBe(SESSION_BROADCAST_STORAGE_KEY);
    expect(storage.keys()).toEqual([]); // Written and removed at once: nothing lingers.
    const event = Object.assign(new Event('storage'), { key, newValue: value });
    target.dispatchEvent(event);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'other', newValue: value }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: null }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ type: 'logout', reason: 'expired' });
    receiver.close();
    target.dispatchEvent(event);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('accepts only logout messages', () => {
    expect(readLogoutMessage({ type: 'logout', reason: 'expired' })).toEqual({ type: 'logout', reason: 'expired' });
    expect(readLogoutMessage({ type: 'logout', reason: 'deleted' })).toEqual({ type: 'logout', reason: 'deleted' });
    expect(readLogoutMessage({ type: 'logout', reason: '<script>' })).toEqual({ type: 'logout', reason: 'user' });
    expect(readLogoutMessage({ type: 'login' })).toBeNull();
    expect(readLogoutMessage('logout')).toBeNull();
    expect(readLogoutMessage(null)).toBeNull();
  });
});
