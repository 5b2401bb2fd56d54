/**
 * Unsent text of the review, reply and contact forms, kept in sessionStorage per page so a reload
 * does not lose it. sessionStorage (not localStorage): a draft belongs to this tab's visit and
 * must not outlive the browser session on a shared computer. Logout removes every draft.
 */
import type { StorageLike } from './web-storage';

export const FORM_DRAFT_PREFIX = 'portal.form-draft.';

export type FormDraftKind = 'review' | 'reply' | 'contact' | 'report';

/** The storage key of one form on one page; the page is its path (query and hash ignored). */
export function formDraftKey(kind: FormDraftKind, page: string): string {
  const path = String(page ?? '').split(/[?#]/)[0] || '/';
  return `${FORM_DRAFT_PREFIX}${kind}:${path}`;
}

export type DraftStorage = Pick<StorageLike, 'getItem' | 'setItem' | 'removeItem'>;

export function sessionDraftStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // Storage disabled: forms work, drafts are simply not kept.
  }
}

/** The stored draft as parsed JSON, or null when absent, unreadable or not an object. */
export function readFormDraft(storage: DraftStorage | null | undefined, key: string): Record<string, unknown> | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function writeFormDraft(storage: DraftStorage | null | undefined, key: string, value: Record<string, unknown>): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: losing a draft is better than breaking typing.
  }
}

export function removeFormDraft(storage: DraftStorage | null | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // See writeFormDraft.
  }
}

/** Storage that can be enumerated, so logout can find every form draft whatever its page. */
export type EnumerableStorage = Pick<StorageLike, 'key' | 'length' | 'removeItem'>;

export function clearFormDrafts(...storages: ReadonlyArray<EnumerableStorage | null | undefined>): void {
  for (const storage of storages) {
    try {
      if (!storage) continue;
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.startsWith(FORM_DRAFT_PREFIX)) keys.push(key);
      }
      // Collected first: removing while iterating shifts the indexes.
      for (const key of keys) storage.removeItem(key);
    } catch {
      // Storage access can throw (SecurityError); logout still completes.
    }
  }
}
