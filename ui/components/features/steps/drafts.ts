/**
 * Drafts that are never lost, for every questionnaire: the unsent values, kept in web storage.
 *
 * A questionnaire keeps all its drafts inside ONE entry (its `DRAFT_STORAGE_KEYS` key), as a map
 * keyed by draft id (a profile id, 'new' before the profile exists, a business id), and the step
 * the owner was on likewise under its `STEP_STORAGE_KEYS` key. Logout removes exactly those keys,
 * so nothing is left behind under other names. Storage failures (quota, private mode, corrupt
 * JSON) are swallowed: a draft is a safety net and must never break the questionnaire.
 */

/** The part of `Storage` drafts need; inject a fake in tests or null where there is none (SSR). */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage when it is there and usable; null otherwise (reading it can throw SecurityError). */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export interface StoredDraft<V> {
  /** Epoch milliseconds of the last write. */
  savedAt: number;
  values: Partial<V>;
}

/** A draft's id: a number is kept under its decimal text. */
export type DraftId = string | number;

export interface DraftStore<V, S> {
  read(id: DraftId): StoredDraft<V> | null;
  /** false when the storage refused the write. */
  write(id: DraftId, values: Partial<V>): boolean;
  clear(id: DraftId): void;
  readStep(id: DraftId): S | null;
  writeStep(id: DraftId, step: S): boolean;
  /** The draft kept under one id continues under another (a new profile got its id). */
  move(from: DraftId, to: DraftId): void;
}

export interface DraftStoreOptions<S> {
  /** The one storage entry holding every draft's values. */
  draftKey: string;
  /** The one storage entry holding every draft's step. */
  stepKey: string;
  /** Whether a stored step is one of this questionnaire's (a step of another build reads as none). */
  isStep(value: unknown): value is S;
  now?: () => number;
}

type Entries = Record<string, unknown>;

function readMap(storage: DraftStorage | null, key: string): Entries {
  if (!storage) return {};
  try {
    const raw = storage.getItem(key);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Entries) : {};
  } catch {
    return {};
  }
}

function writeMap(storage: DraftStorage | null, key: string, map: Entries): boolean {
  if (!storage) return false;
  try {
    if (Object.keys(map).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(map));
    return true;
  } catch {
    // QuotaExceededError or a storage that refuses writes: the questionnaire keeps working without it.
    return false;
  }
}

function isDraft<V>(value: unknown): value is StoredDraft<V> {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Partial<StoredDraft<V>>;
  return typeof draft.savedAt === 'number' && !!draft.values && typeof draft.values === 'object' && !Array.isArray(draft.values);
}

export function createStepDraftStore<V, S>(storage: DraftStorage | null | undefined, options: DraftStoreOptions<S>): DraftStore<V, S> {
  const store = storage ?? null;
  const { draftKey, stepKey, isStep } = options;
  const now = options.now ?? Date.now;
  const update = (key: string, change: (map: Entries) => void) => {
    const map = readMap(store, key);
    change(map);
    return writeMap(store, key, map);
  };
  const moveEntry = (from: string, to: string) => (map: Entries) => {
    if (map[from] !== undefined) map[to] = map[from];
    delete map[from];
  };
  return {
    read(id) {
      const draft = readMap(store, draftKey)[String(id)];
      return isDraft<V>(draft) ? draft : null;
    },
    write(id, values) {
      return update(draftKey, (map) => {
        map[String(id)] = { savedAt: now(), values };
      });
    },
    clear(id) {
      update(draftKey, (map) => delete map[String(id)]);
      update(stepKey, (map) => delete map[String(id)]);
    },
    readStep(id) {
      const step = readMap(store, stepKey)[String(id)];
      return isStep(step) ? step : null;
    },
    writeStep(id, step) {
      return update(stepKey, (map) => {
        map[String(id)] = step;
      });
    },
    move(from, to) {
      if (String(from) === String(to)) return;
      update(draftKey, moveEntry(String(from), String(to)));
      update(stepKey, moveEntry(String(from), String(to)));
    },
  };
}

/** A value's kind as the draft merges compare them: null, array or its typeof. */
export const kindOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Whether the values hold anything the baseline does not (only then is "restored" worth saying). */
export const draftDiffers = <V>(baseline: V, values: V): boolean => JSON.stringify(baseline) !== JSON.stringify(values);
