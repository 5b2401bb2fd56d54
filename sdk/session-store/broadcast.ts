/**
 * Tells the other open tabs of the site that the session ended, so every tab logs out at once.
 * BroadcastChannel where the browser has it; otherwise a localStorage write, which fires a
 * `storage` event in every other tab of the same origin.
 */
import type { ChannelLike, StorageLike } from './web-storage';

/** user: logged out; expired: the server refused the token; deleted: the account was deleted (beyond §4). */
export type LogoutReason = 'user' | 'expired' | 'deleted';

export interface LogoutMessage {
  readonly type: 'logout';
  readonly reason: LogoutReason;
}

export interface SessionBroadcast {
  post(message: LogoutMessage): void;
  /** Returns the unsubscribe function. Only messages of other tabs arrive here. */
  subscribe(listener: (message: LogoutMessage) => void): () => void;
  close(): void;
}

export const SESSION_CHANNEL_NAME = 'portal.session';
/** The localStorage key of the fallback; its value changes on every post so the event always fires. */
export const SESSION_BROADCAST_STORAGE_KEY = 'portal.session.broadcast';

type ChannelCtor = new (name: string) => ChannelLike;

type StorageEventTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface BroadcastOptions {
  /** The BroadcastChannel constructor; `null` forces the storage fallback. Defaults to the global one. */
  BroadcastChannel?: ChannelCtor | null;
  /** Storage and event target of the fallback. Default: window.localStorage and window. */
  storage?: Pick<StorageLike, 'setItem' | 'removeItem'> | null;
  target?: StorageEventTarget | null;
  name?: string;
}

/** Messages come from another tab or an old build: accept only the one shape this code writes. */
export function readLogoutMessage(value: unknown): LogoutMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, reason } = value as { type?: unknown; reason?: unknown };
  if (type !== 'logout') return null;
  return { type, reason: reason === 'expired' || reason === 'deleted' ? reason : 'user' };
}

function defaultStorage(): Pick<StorageLike, 'setItem' | 'removeItem'> | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage disabled (privacy settings): no fallback, the other tabs learn on their next request.
  }
}

export function createSessionBroadcast(options: BroadcastOptions = {}): SessionBroadcast {
  const name = options.name ?? SESSION_CHANNEL_NAME;
  const Ctor = options.BroadcastChannel === undefined
    ? (typeof BroadcastChannel === 'undefined' ? null : (BroadcastChannel as unknown as ChannelCtor))
    : options.BroadcastChannel;

  if (Ctor) {
    const channel = new Ctor(name);
    const listeners = new Set<(message: LogoutMessage) => void>();
    channel.onmessage = (event) => {
      const message = readLogoutMessage(event.data);
      if (message) for (const listener of listeners) listener(message);
    };
    return {
      post: (message) => {
        try {
          channel.postMessage(message);
        } catch (error) {
          console.error(error); // A closed channel must not make logout fail.
        }
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => {
        listeners.clear();
        channel.close();
      },
    };
  }

  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const target = options.target === undefined ? (typeof window === 'undefined' ? null : window) : options.target;
  const key = options.name ? `${SESSION_BROADCAST_STORAGE_KEY}.${name}` : SESSION_BROADCAST_STORAGE_KEY;
  const handlers = new Set<(event: Event) => void>();
  return {
    post: (message) => {
      try {
        // A nonce makes each value unique: writing the same value twice fires no event.
        storage?.setItem(key, JSON.stringify({ ...message, nonce: `${Date.now()}-${Math.random()}` }));
        storage?.removeItem(key);
      } catch (error) {
        console.error(error);
      }
    },
    subscribe: (listener) => {
      const handler = (event: Event) => {
        const { key: changed, newValue } = event as StorageEvent;
        if (changed !== key || !newValue) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(newValue);
        } catch {
          return;
        }
        const message = readLogoutMessage(parsed);
        if (message) listener(message);
      };
      handlers.add(handler);
      target?.addEventListener('storage', handler);
      return () => {
        handlers.delete(handler);
        target?.removeEventListener('storage', handler);
      };
    },
    close: () => {
      for (const handler of handlers) target?.removeEventListener('storage', handler);
      handlers.clear();
    },
  };
}
