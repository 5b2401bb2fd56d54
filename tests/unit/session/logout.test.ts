import { describe, expect, it } from 'vitest';
import {
  COOKIE_NAMES, DRAFT_STORAGE_KEYS, LOGOUT_EFFECTS, STEP_STORAGE_KEYS, clearLogoutStorage, logoutEffects,
} from '../../../sdk/session';
import type { RemovableStorage } from '../../../sdk/session';

class MemoryStorage implements RemovableStorage {
  readonly items = new Map<string, string>();
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

describe('logout (spec section 4)', () => {
  it('clears token, user info and the remember flag with expiring cookies', () => {
    const { cookies } = logoutEffects();
    expect(cookies.map((c) => c.name)).toEqual([COOKIE_NAMES.token, COOKIE_NAMES.user, COOKIE_NAMES.remember]);
    for (const c of cookies) expect(c).toMatchObject({ value: '', maxAge: 0, path: '/', sameSite: 'Lax' });
    expect(LOGOUT_EFFECTS.cookies).toEqual(cookies.map((c) => c.name));
  });

  it('clears step data and resets the profile and business drafts', () => {
    const keys = logoutEffects().storageKeys;
    expect([...keys].sort()).toEqual([
      DRAFT_STORAGE_KEYS.business, DRAFT_STORAGE_KEYS.profile, STEP_STORAGE_KEYS.business, STEP_STORAGE_KEYS.profile,
    ].sort());

    const local = new MemoryStorage();
    const session = new MemoryStorage();
    for (const key of keys) {
      local.items.set(key, '{"step":2}');
      session.items.set(key, '{}');
    }
    local.items.set('unrelated', 'kept');
    clearLogoutStorage(local, session);
    expect([...local.items.keys()]).toEqual(['unrelated']);
    expect(session.items.size).toBe(0);
  });

  it('finishes even when a storage is missing or throws', () => {
    const throwing: RemovableStorage = { removeItem: () => { throw new Error('SecurityError'); } };
    const ok = new MemoryStorage();
    ok.items.set(DRAFT_STORAGE_KEYS.profile, 'x');
    expect(() => clearLogoutStorage(throwing, undefined, null, ok)).not.toThrow();
    expect(ok.items.size).toBe(0);
  });
});
