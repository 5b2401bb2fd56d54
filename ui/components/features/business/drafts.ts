import { DRAFT_STORAGE_KEYS, STEP_STORAGE_KEYS } from '@portal/sdk';
import { createStepDraftStore, kindOf } from '../steps/drafts';
import type { DraftStorage, DraftStore, StoredDraft } from '../steps/drafts';
import { isBusinessStepId } from './questionnaire';
import type { BusinessStepId } from './questionnaire';
import { emptyBusinessValues } from './values';
import type { BusinessValues } from './values';

/**
 * Business questionnaire drafts, kept by the step engine's drafts (../steps/drafts) like the model
 * editor's: every business's unsent values in ONE storage entry (`DRAFT_STORAGE_KEYS.business`,
 * a map keyed by business id) and its current step under `STEP_STORAGE_KEYS.business`. Logout
 * removes exactly those keys.
 */
export type BusinessDraft = StoredDraft<BusinessValues>;
export type BusinessDraftStore = DraftStore<BusinessValues, BusinessStepId>;

export function createBusinessDraftStore(storage: DraftStorage | null | undefined, now: () => number = Date.now): BusinessDraftStore {
  return createStepDraftStore<BusinessValues, BusinessStepId>(storage, {
    draftKey: DRAFT_STORAGE_KEYS.business, stepKey: STEP_STORAGE_KEYS.business, isStep: isBusinessStepId, now,
  });
}

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

