import type { z } from 'zod/mini';
import { PHOTO_MIN_COUNT, ESCORT_STEP_IDS } from '@portal/sdk';
import type { IndividualProfileForm, ProfilePatchRequest, ProfileStatus, StepId } from '@portal/sdk';
import {
  ABOUT_FIELDS, CONTACT_FIELDS, GENERAL_FIELDS, PARAMETER_FIELDS, PLATFORM_FIELDS, SERVICE_FIELDS, aboutSchema, contactsSchema,
  generalSchema, noFieldsSchema, parametersSchema, platformsSchema, ratesSchema, servicesSchema, workingTimeSchema,
} from './schemas';
import type { EditorField, EditorValues } from './values';
import type { StepContext, StepDefinition } from '../steps/types';

/**
 * §2 the multi-step profile editor as data: the ten steps in the spec's order, each with its
 * label key, the questionnaire stage of §4 it belongs to, the wire fields it owns, its schema
 * slice and its completion rule. The wizard shell and the editor hook only read this list; a
 * variant (the web cam model's, see variants.ts) is a choice and relabelling of these steps.
 */

export { STEP_IDS, ESCORT_STEP_IDS, isStepId } from '@portal/sdk';
export type { StepId } from '@portal/sdk';

/**
 * §4 profile questionnaire: step 1 basic info creates the profile (POST /api/profile with
 * user_id), step 2 uploads images, step 3 sends services, rates and working time (PATCH), its
 * final submit setting is_final. `review` is the editor's own preview, sending nothing.
 */
export type QuestionnaireStage = 'basic' | 'images' | 'details' | 'review';

export type FormField = keyof IndividualProfileForm;
export type PatchField = keyof ProfilePatchRequest;

/** What a completion rule may know besides the values (isFinal: the final step-3 submit went through). */
export interface CompletionContext extends StepContext<StepId> {
  /** null until the profile exists. */
  status: ProfileStatus | null;
}

/** A step of the model editor: the engine's step (../steps) with its questionnaire stage and wire fields. */
export interface EditorStep extends StepDefinition<StepId, EditorValues, CompletionContext> {
  readonly stage: QuestionnaireStage;
  /** IndividualProfileForm fields the step owns (user_id is the session's, sent with step 1). */
  readonly formFields: readonly FormField[];
  /** ProfilePatchRequest fields the step owns. */
  readonly patchFields: readonly PatchField[];
  /** The editor values the step's form edits (formFields and patchFields minus derived ones). */
  readonly values: readonly EditorField[];
  /**
   * Values the step holds but does not show in this variant: they keep their unset value (null,
   * [] or false), which the wire form accepts, so nothing else changes for them.
   */
  readonly hidden?: readonly EditorField[];
}

const valid = (schema: z.ZodMiniType, keys: readonly EditorField[]) => (values: EditorValues) =>
  schema.safeParse(Object.fromEntries(keys.map((k) => [k, values[k]]))).success;

function formStep(
  id: StepId, fields: readonly Exclude<FormField, 'user_id'>[], schema: z.ZodMiniType, extra: readonly FormField[] = [],
): EditorStep {
  return {
    id, labelKey: `editor.steps.${id}`, stage: 'basic', formFields: [...extra, ...fields], patchFields: [],
    values: fields, schema, isComplete: valid(schema, fields),
  };
}

function patchStep(
  id: StepId, fields: readonly (EditorField & PatchField)[], patchFields: readonly PatchField[], schema: z.ZodMiniType,
): EditorStep {
  return {
    id, labelKey: `editor.steps.${id}`, stage: 'details', formFields: [], patchFields, values: fields, schema,
    isComplete: valid(schema, fields),
  };
}

/** Steps that only show or send what the others hold. */
const REVIEW_STEPS: readonly StepId[] = ['preview', 'send'];

/** The preview is complete once opened with every content step of its own list complete. */
export function previewStep(contentSteps: readonly EditorStep[]): EditorStep {
  return {
    id: 'preview', labelKey: 'editor.steps.preview', stage: 'review', formFields: [], patchFields: [], values: [],
    schema: noFieldsSchema,
    isComplete: (v, ctx) => ctx.visited.includes('preview') && contentSteps.every((s) => s.isComplete(v, ctx)),
  };
}

export const isContentStep = (step: EditorStep): boolean => !REVIEW_STEPS.includes(step.id);

/** Every step any variant uses, by id; the variants pick and order them. */
const STEP_DEFINITIONS: readonly EditorStep[] = [
  // `categories` of the PATCH is derived from the chosen category, so the step that picks it owns it.
  { ...formStep('general', GENERAL_FIELDS, generalSchema, ['user_id']), patchFields: ['categories'] },
  formStep('parameters', PARAMETER_FIELDS, parametersSchema),
  patchStep('services', SERVICE_FIELDS, SERVICE_FIELDS, servicesSchema),
  {
    id: 'media', labelKey: 'editor.steps.media', stage: 'images', formFields: [], patchFields: [], values: [],
    schema: noFieldsSchema, isComplete: (_v, ctx) => ctx.photoCount >= PHOTO_MIN_COUNT,
  },
  formStep('about', ABOUT_FIELDS, aboutSchema),
  formStep('contacts', CONTACT_FIELDS, contactsSchema),
  patchStep('rates', ['rates'], ['rates'], ratesSchema),
  patchStep('workingTime', ['time'], ['time'], workingTimeSchema),
  {
    // The final submit of questionnaire step 3 (is_final), then the send to moderation.
    id: 'send', labelKey: 'editor.steps.send', stage: 'details', formFields: [], patchFields: ['is_final'], values: [],
    schema: noFieldsSchema, isComplete: (_v, ctx) => ctx.isFinal && ctx.status !== null && ctx.status !== 'draft',
  },
  { ...formStep('platforms', PLATFORM_FIELDS, platformsSchema), labelKey: 'editor.webcam.platforms.step' },
];

/** A step's definition (as the escort editor has it; a variant may hide fields or relabel it). */
export function stepById(id: StepId): EditorStep {
  if (id === 'preview') return EDITOR_STEPS.find((s) => s.id === id)!;
  const step = STEP_DEFINITIONS.find((s) => s.id === id);
  if (!step) throw new Error(`Unknown editor step ${id}`);
  return step;
}

/** Builds an editor's step list from step ids: the preview waits for the content steps of that list. */
export function composeSteps(ids: readonly StepId[], adjust: (step: EditorStep) => EditorStep = (s) => s): readonly EditorStep[] {
  const content = ids.filter((id) => id !== 'preview').map((id) => adjust(STEP_DEFINITIONS.find((s) => s.id === id)!));
  const contentOnly = content.filter(isContentStep);
  return ids.map((id) => (id === 'preview' ? adjust(previewStep(contentOnly)) : content.find((s) => s.id === id)!));
}

/** The escort editor of the spec: its ten steps in the spec's order. */
export const EDITOR_STEPS: readonly EditorStep[] = composeSteps(ESCORT_STEP_IDS);

export function stepIndex(id: StepId, steps: readonly EditorStep[] = EDITOR_STEPS): number {
  return steps.findIndex((s) => s.id === id);
}

/**
 * §4 questionnaire step 1 (basic info): submitting the editor's first step creates the profile, so
 * photos (step 4) can be uploaded in order. The other form steps are saved through /edit after it.
 */
export const CREATE_STEP: EditorStep = stepById('general');
export const DETAIL_STEPS: readonly EditorStep[] = EDITOR_STEPS.filter((s) => s.stage === 'details' && s.values.length > 0);
