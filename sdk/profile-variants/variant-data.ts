import type { ProfileEditRequest, ProfilePatchRequest } from '../../schemas/api/profiles';
import type { ProfileCategory } from '../../schemas/entities/profile';
import { ESCORT_STEP_IDS } from './step-ids';
import type { StepId } from './step-ids';

/** A field of a profile's questionnaire, by its wire name: what an editor step fills in (and a variant may hide). */
export type ProfileFormField = keyof ProfileEditRequest | Exclude<keyof ProfilePatchRequest, 'categories' | 'is_final'>;

/**
 * The editor's variants as data (zod-free: the public profile page reads them too). The escort
 * editor is the spec's ten steps. A web cam model does not meet clients, so her editor leaves out
 * what only applies to meetings (escort services, the incall/outcall rates, travel and whom she
 * meets) and asks for what a cam model has instead: the platforms where her shows are, and her
 * working time as show times. Languages stay (parameters step). The step components are the same;
 * they read the step's `hidden` fields and label from here (see variants.ts).
 */
export type EditorVariant = 'escort' | 'webcam';

export interface EditorVariantDefinition {
  /** The steps in order. */
  readonly steps: readonly StepId[];
  /** Fields a step keeps unset and does not show. */
  readonly hidden: Readonly<Partial<Record<StepId, readonly ProfileFormField[]>>>;
  /** Catalog keys replacing a step's name (and the heading of what it fills on the public profile). */
  readonly labelKeys: Readonly<Partial<Record<StepId, string>>>;
}

export const EDITOR_VARIANTS: Readonly<Record<EditorVariant, EditorVariantDefinition>> = {
  escort: { steps: ESCORT_STEP_IDS, hidden: {}, labelKeys: {} },
  webcam: {
    steps: ['general', 'parameters', 'platforms', 'media', 'about', 'contacts', 'workingTime', 'preview', 'send'],
    hidden: { parameters: ['travel', 'travel_mode_id', 'meeting_with', 'available_for'] },
    labelKeys: { workingTime: 'webcam.showTimes' },
  },
};

/** The category whose profiles use each variant other than the escort editor. */
const VARIANT_OF_CATEGORY: Readonly<Partial<Record<ProfileCategory, EditorVariant>>> = { web_cam: 'webcam' };

export const editorVariantOf = (category: ProfileCategory | null | undefined): EditorVariant =>
  (category ? VARIANT_OF_CATEGORY[category] : undefined) ?? 'escort';

/** Whether a profile of this category has the step (the public page shows what the steps fill). */
export const variantHasStep = (category: ProfileCategory | null | undefined, id: StepId): boolean =>
  EDITOR_VARIANTS[editorVariantOf(category)].steps.includes(id);
