import { DRAFT_STORAGE_KEYS, STEP_STORAGE_KEYS, isStepId } from '@portal/sdk';
import type { StepId } from '@portal/sdk';
import type { EditorValues } from './values';

/**
 * Drafts that are never lost: the editor's unsent values, kept in web storage.
 *
 * Every profile's draft lives inside ONE entry, `DRAFT_STORAGE_KEYS.profile`, as a map keyed by
 * profile id ('new' before the profile exists), and the current step likewise under
 * `STEP_STORAGE_KEYS.profile`. Logout removes exactly those keys, so a business owner editing
 * several models loses every draft on logout and nothing is left behind under other names.
 * Storage failures (quota, private mode, corrupt JSON) are swallowed: a draft is a safety net and
 * must never break the editor.
 */

/** The part of `Storage` drafts need; inject a fake in tests or null where there is none (SSR). */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const NEW_PROFILE_DRAFT = 'new';
export const draftIdFor = (profileId: number | null | undefined): string =>
  profileId === null || profileId === undefined ? NEW_PROFILE_DRAFT : String(profileId);

export interface ProfileDraft {
  /** Epoch milliseconds of the last write. */
  savedAt: number;
  values: Partial<EditorValues>;
}

/** localStorage when it is there and usable; null otherwise (reading it can throw SecurityError). */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

type Entries<T> = Record<string, T>;

function readMap<T>(storage: DraftStorage | null, key: string): Entries<T> {
  if (!storage) return {};
  try {
    const raw = storage.getItem(key);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Entries<T>) : {};
  } catch {
    return {};
  }
}

function writeMap<T>(storage: DraftStorage | null, key: string, map: Entries<T>): boolean {
  if (!storage) return false;
  try {
    if (Object.keys(map).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(map));
    return true;
  } catch {
    // QuotaExceededError or a storage that refuses writes: the editor keeps working without it.
    return false;
  }
}

function isDraft(value: unknown): value is ProfileDraft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Partial<ProfileDraft>;
  return typeof draft.savedAt === 'number' && !!draft.values && typeof draft.values === 'object' && !Array.isArray(draft.values);
}

export interface DraftStoreOptions {
  draftKey?: string;
  stepKey?: string;
  now?: () => number;
}

export interface DraftStore {
  read(id: string): ProfileDraft | null;
  /** false when the storage refused the write. */
  write(id: string, values: Partial<EditorValues>): boolean;
  clear(id: string): void;
  readStep(id: string): StepId | null;
  writeStep(id: string, step: StepId): boolean;
  /** The draft of a new profile becomes the draft of the profile just created. */
  move(from: string, to: string): void;
}

export function createDraftStore(storage: DraftStorage | null | undefined, options: DraftStoreOptions = {}): DraftStore {
  const store = storage ?? null;
  const draftKey = options.draftKey ?? DRAFT_STORAGE_KEYS.profile;
  const stepKey = options.stepKey ?? STEP_STORAGE_KEYS.profile;
  const now = options.now ?? Date.now;
  const update = <T>(key: string, change: (map: Entries<T>) => void) => {
    const map = readMap<T>(store, key);
    change(map);
    return writeMap(store, key, map);
  };
  return {
    read(id) {
      const draft = readMap<unknown>(store, draftKey)[id];
      return isDraft(draft) ? draft : null;
    },
    write(id, values) {
      return update<ProfileDraft>(draftKey, (map) => {
        map[id] = { savedAt: now(), values };
      });
    },
    clear(id) {
      update(draftKey, (map) => delete map[id]);
      update(stepKey, (map) => delete map[id]);
    },
    readStep(id) {
      const step = readMap<unknown>(store, stepKey)[id];
      return isStepId(step) ? step : null;
    },
    writeStep(id, step) {
      return update<StepId>(stepKey, (map) => {
        map[id] = step;
      });
    },
    move(from, to) {
      if (from === to) return;
      update<unknown>(draftKey, (map) => {
        if (map[from] !== undefined) map[to] = map[from];
        delete map[from];
      });
      update<unknown>(stepKey, (map) => {
        if (map[from] !== undefined) map[to] = map[from];
        delete map[from];
      });
    },
  };
}

const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/**
 * Lays a stored draft over the baseline, field by field, keeping only values of the baseline's
 * kind (a null id may become a number and back). A draft written by an older build or edited by
 * hand can therefore never put a wrong type into the forms.
 */
export function mergeDraft(baseline: EditorValues, draft: Partial<EditorValues>): EditorValues {
  const merged: Record<string, unknown> = { ...baseline };
  for (const [key, value] of Object.entries(draft)) {
    if (!(key in baseline)) continue;
    const expected = kindOf((baseline as unknown as Record<string, unknown>)[key]);
    const actual = kindOf(value);
    const nullableNumber = (expected === 'null' || expected === 'number') && (actual === 'null' || actual === 'number');
    const nullableText = (expected === 'null' || expected === 'string') && (actual === 'null' || actual === 'string');
    if (actual === expected || nullableNumber || (key === 'category' && nullableText)) merged[key] = value;
  }
  return merged as unknown as EditorValues;
}

/** Whether a draft holds anything the baseline does not (only then is "restored" worth saying). */
export function draftDiffers(baseline: EditorValues, values: EditorValues): boolean {
  return JSON.stringify(baseline) !== JSON.stringify(values);
}
