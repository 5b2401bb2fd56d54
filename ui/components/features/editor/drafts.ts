import { DRAFT_STORAGE_KEYS, STEP_STORAGE_KEYS, isStepId } from '@portal/sdk';
import type { StepId } from '@portal/sdk';
import { createStepDraftStore, kindOf } from '../steps/drafts';
import type { DraftStorage, DraftStore as StepDraftStore, StoredDraft } from '../steps/drafts';
import type { EditorValues } from './values';

export { browserStorage, draftDiffers } from '../steps/drafts';
export type { DraftStorage } from '../steps/drafts';

/**
 * The profile editor's drafts, kept by the step engine's drafts (../steps/drafts): every profile's
 * draft inside ONE entry, `DRAFT_STORAGE_KEYS.profile`, keyed by profile id ('new' before the
 * profile exists), and the current step likewise under `STEP_STORAGE_KEYS.profile`. Logout removes
 * exactly those keys, so a business owner editing several models loses every draft on logout.
 */

export const NEW_PROFILE_DRAFT = 'new';
export const draftIdFor = (profileId: number | null | undefined): string =>
  profileId === null || profileId === undefined ? NEW_PROFILE_DRAFT : String(profileId);

export type ProfileDraft = StoredDraft<EditorValues>;
export type DraftStore = StepDraftStore<EditorValues, StepId>;

export interface DraftStoreOptions {
  now?: () => number;
}

/** The profile drafts: keyed by profile id ('new' before the profile exists). */
export function createDraftStore(storage: DraftStorage | null | undefined, options: DraftStoreOptions = {}): DraftStore {
  return createStepDraftStore<EditorValues, StepId>(storage, {
    draftKey: DRAFT_STORAGE_KEYS.profile, stepKey: STEP_STORAGE_KEYS.profile, isStep: isStepId, now: options.now,
  });
}

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
