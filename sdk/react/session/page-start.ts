import type { SessionStore } from '../../session-store';

/** Whether each store held a session when its provider first rendered: the page's start. */
const signedInAtStart = new WeakMap<SessionStore, boolean>();

/** Notes the store's state at the page's start; later calls (re-renders, a remount) keep the first. */
export function notePageStart(store: SessionStore): void {
  if (!signedInAtStart.has(store)) signedInAtStart.set(store, store.getSnapshot().session !== null);
}

/**
 * True when the page began with a session (one the cookies brought), as noted by the store's
 * provider, which renders before any hook that asks. A session signed in on this
 * page carries a token the API issued moments ago: it owes no start-up check, and checking it
 * could race a token replaced in the meantime.
 */
export function startedSignedIn(store: SessionStore): boolean {
  return signedInAtStart.get(store) === true;
}
