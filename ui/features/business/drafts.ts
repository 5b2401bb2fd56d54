import { DRAFT_STORAGE_KEYS, STEP_STORAGE_KEYS } from '@portal/sdk';
import type { DraftStorage } from '../editor/drafts';
import { isBusinessStepId } from './questionnaire';
import type { BusinessStepId } from './questionnaire';
import { emptyBusinessValues } from './values';
import type { BusinessValues } from './values';

/**
 * Business questionnaire drafts, kept like the model editor's: every business's unsent values in
 * ONE storage entry (`DRAFT_STORAGE_KEYS.business`, a map keyed by business id) and its current
 * step under `STEP_STORAGE_KEYS.business`. Logout removes exactly those keys. Storage failures
 * (quota, private mode, corrupt JSON) are swallowed: a draft is a safety net, never a blocker.
 */
export interface BusinessDraft {
  savedAt: number;
  values: Partial<BusinessValues>;
}

type Entries = Record<string, unknown>;

function readMap(storage: DraftStorage | null, key: string): Entries {
  try {
    const raw = storage?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
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
    return false;
  }
}

const isDraft = (v: unknown): v is BusinessDraft =>
  !!v && typeof v === 'object' && typeof (v as BusinessDraft).savedAt === 'number'
  && !!(v as BusinessDraft).values && typeof (v as BusinessDraft).values === 'object' && !Array.isArray((v as BusinessDraft).values);

export interface BusinessDraftStore {
  read(businessId: number): BusinessDraft | null;
  write(businessId: number, values: Partial<BusinessValues>): boolean;
  clear(businessId: number): void;
  readStep(businessId: number): BusinessStepId | null;
  writeStep(businessId: number, step: BusinessStepId): boolean;
}

export function createBusinessDraftStore(storage: DraftStorage | null | undefined, now: () => number = Date.now): BusinessDraftStore {
  const store = storage ?? null;
  const change = (key: string, edit: (map: Entries) => void) => {
    const map = readMap(store, key);
    edit(map);
    return writeMap(store, key, map);
  };
  return {
    read: (id) => {
      const draft = readMap(store, DRAFT_STORAGE_KEYS.business)[id];
      return isDraft(draft) ? draft : null;
    },
    write: (id, values) => change(DRAFT_STORAGE_KEYS.business, (map) => {
      map[id] = { savedAt: now(), values };
    }),
    clear: (id) => {
      change(DRAFT_STORAGE_KEYS.business, (map) => delete map[id]);
      change(STEP_STORAGE_KEYS.business, (map) => delete map[id]);
    },
    readStep: (id) => {
      const step = readMap(store, STEP_STORAGE_KEYS.business)[id];
      return isBusinessStepId(step) ? step : null;
    },
    writeStep: (id, step) => change(STEP_STORAGE_KEYS.business, (map) => {
      map[id] = step;
    }),
  };
}

const kindOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Every field of BusinessValues with a value of its kind: the nullable ones are null in the empty form. */
function kindSample(): BusinessValues {
  const v = emptyBusinessValues();
  const day = { from: '00:00', to: '00:00', notAvailable: false } as const;
  return {
    ...v, type: 'agencies',
    general_info: { ...v.general_info, country_id: 0, city_id: 0, currency_id: 0 },
    working_time: Object.fromEntries(Object.keys(v.working_time).map((d) => [d, day])) as unknown as BusinessValues['working_time'],
  };
}
const SAMPLE = kindSample();
const EMPTY = emptyBusinessValues();

/** Lays `value` over `base`, keeping only values of the field's kind (or null where the field may be null). */
function mergeValue(base: unknown, value: unknown, sample: unknown, empty: unknown): unknown {
  const expected = kindOf(sample);
  const actual = kindOf(value);
  if (expected === 'object' && actual === 'object') {
    const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    const s = sample as Record<string, unknown>;
    const e = empty as Record<string, unknown>;
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      if (key in s) merged[key] = mergeValue(merged[key], v, s[key], e[key]);
    }
    return merged;
  }
  if (actual === expected || (actual === 'null' && kindOf(empty) === 'null')) return value;
  return base;
}

/**
 * The baseline with a stored draft laid over it. A draft from an older build or edited by hand
 * can never put a wrong type into the forms: unknown keys and values of another kind are dropped.
 */
export function mergeBusinessDraft(baseline: BusinessValues, draft: Partial<BusinessValues>): BusinessValues {
  return mergeValue(baseline, draft, SAMPLE, EMPTY) as BusinessValues;
}

export const businessDraftDiffers = (a: BusinessValues, b: BusinessValues): boolean => JSON.stringify(a) !== JSON.stringify(b);
