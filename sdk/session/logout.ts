import { COOKIE_NAMES, clearSessionCookies } from './cookie-rules';
import type { CookieOptions, CookieSpec } from './cookies';

/**
 * §4: "Logout clears token, user info and step data and resets profile and business drafts."
 * The keys are exported so the questionnaire UIs write their state under exactly these names and
 * logout can find it all.
 */

/** Where each questionnaire keeps its current step (§4 profile and business questionnaires). */
export const STEP_STORAGE_KEYS = {
  profile: 'portal.profile.step',
  business: 'portal.business.step',
} as const;

/** Where each questionnaire keeps its unsaved form draft. */
export const DRAFT_STORAGE_KEYS = {
  profile: 'portal.profile.draft',
  business: 'portal.business.draft',
} as const;

/** Everything logout clears, as data: cookies by name and storage entries by key. */
export const LOGOUT_EFFECTS = {
  cookies: [COOKIE_NAMES.token, COOKIE_NAMES.user, COOKIE_NAMES.remember],
  storageKeys: [...Object.values(STEP_STORAGE_KEYS), ...Object.values(DRAFT_STORAGE_KEYS)],
} as const;

export interface LogoutEffects {
  /** Expiring cookie specs to write (`Set-Cookie` or `document.cookie`). */
  readonly cookies: CookieSpec[];
  /** Keys to remove from web storage; removing a draft resets it to the empty form. */
  readonly storageKeys: readonly string[];
}

export function logoutEffects(options?: CookieOptions): LogoutEffects {
  return { cookies: clearSessionCookies(options), storageKeys: LOGOUT_EFFECTS.storageKeys };
}

/** The part of `Storage` logout needs, so tests and non-browser hosts can pass their own. */
export interface RemovableStorage {
  removeItem(key: string): void;
}

/**
 * Removes step data and drafts from each given storage (say localStorage and sessionStorage).
 * Missing or failing storages (private mode, SSR) are skipped: logout must still complete.
 */
export function clearLogoutStorage(...storages: ReadonlyArray<RemovableStorage | null | undefined>): void {
  for (const storage of storages) {
    for (const key of LOGOUT_EFFECTS.storageKeys) {
      try {
        storage?.removeItem(key);
      } catch {
        // Storage access can throw (SecurityError); the other keys and storages are still cleared.
      }
    }
  }
}
