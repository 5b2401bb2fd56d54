import { RELOAD_GUARD_MS } from '@portal/sdk';

/**
 * §9 reload guard: after a failed lazy-chunk load the page reloads once; a second failure within
 * RELOAD_GUARD_MS does not reload again, so a broken deploy cannot put the tab in a reload loop.
 * The time of the last reload lives in sessionStorage: it survives the reload, not the tab.
 */
export const RELOAD_GUARD_KEY = 'portal.reload-guard';

/** The part of `Storage` the guard uses. */
export interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Whether a reload is allowed now; when it is, the time is recorded, so the caller must reload.
 * Storage that throws (private mode, blocked) allows nothing: without a record we cannot tell a
 * loop from a first failure, and not reloading is the safe side.
 */
export function claimReload(storage: GuardStorage | null | undefined, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(RELOAD_GUARD_KEY));
    // A timestamp from the future (clock moved back) counts as expired rather than blocking forever.
    if (Number.isFinite(last) && last > 0 && now >= last && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_GUARD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}
