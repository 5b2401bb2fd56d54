import type { z } from 'zod/mini';
import { GeneralInfo } from '@portal/sdk/schemas';
import { PHOTO_MIN_COUNT } from '@portal/sdk';
import { overallProgress, stepProgressOf } from '../steps/progress';
import type { TouchRule } from '../steps/progress';
import type { QuestionnaireProgress, StepContext, StepDefinition } from '../steps/types';
import {
  aboutSchema, categoriesSchema, generalInfoSchema, noFieldsSchema, pictureSchema, servicesSchema, workingTimeSchema,
} from './schemas';
import { emptyBusinessValues, pickBusinessValues } from './values';
import type { BusinessField, BusinessValues } from './values';

/**
 * §4 "the business questionnaire is similar" to the model's: steps as data in the step engine's
 * shape (ui/components/features/steps), like ui/components/features/editor's. Each step has its label key, the section
 * of GET /api/business/{id}/test it counts towards, the values it edits, its schema slice and its
 * completion rule. Every step but the photos is one POST /api/business/{id}; the last one carries
 * is_final.
 */
export const BUSINESS_STEP_IDS = ['about', 'generalInfo', 'categories', 'images', 'workingTime', 'services', 'picture'] as const;
export type BusinessStepId = (typeof BUSINESS_STEP_IDS)[number];

/** The sections GET /api/business/{id}/test reports (`details` is everything it does not). */
export type BusinessSection = 'general_info' | 'categories' | 'images' | 'details';

/** What a completion rule may know besides the values (isFinal: the last step went out with is_final). */
export type BusinessCompletionContext = StepContext<BusinessStepId>;

/** A step of the business questionnaire: the engine's step (../steps) with the section it counts towards. */
export interface BusinessStep extends StepDefinition<BusinessStepId, BusinessValues, BusinessCompletionContext> {
  readonly labelKey: `editor.business.steps.${BusinessStepId}`;
  readonly section: BusinessSection;
  readonly values: readonly BusinessField[];
}

const valid = (schema: z.ZodMiniType, keys: readonly BusinessField[]) => (values: BusinessValues) =>
  schema.safeParse(pickBusinessValues(values, keys)).success;

function step(id: BusinessStepId, section: BusinessSection, values: readonly BusinessField[], schema: z.ZodMiniType): BusinessStep {
  return { id, labelKey: `editor.business.steps.${id}`, section, values, schema, isComplete: valid(schema, values) };
}

export const BUSINESS_STEPS: readonly BusinessStep[] = [
  step('about', 'general_info', ['name', 'website', 'description', 'title', 'type'], aboutSchema),
  step('generalInfo', 'general_info', ['general_info'], generalInfoSchema),
  step('categories', 'categories', ['categories'], categoriesSchema),
  {
    id: 'images', labelKey: 'editor.business.steps.images', section: 'images', values: [], schema: noFieldsSchema,
    isComplete: (_v, ctx) => ctx.photoCount >= PHOTO_MIN_COUNT,
  },
  step('workingTime', 'details', ['working_time'], workingTimeSchema),
  {
    ...step('services', 'details', ['inklusive_services', 'additional_services', 'our_addittional_service'], servicesSchema),
    // Optional content: complete once valid and something is offered or described.
    isComplete: (v) =>
      valid(servicesSchema, ['inklusive_services', 'additional_services', 'our_addittional_service'])(v)
      && (v.inklusive_services.length + v.additional_services.length > 0 || v.our_addittional_service.trim() !== ''),
  },
  {
    // The final submit: the agency picture request goes out with is_final.
    ...step('picture', 'details', ['agency_picture'], pictureSchema),
    isComplete: (v, ctx) => ctx.isFinal && valid(pictureSchema, ['agency_picture'])(v),
  },
];

export function businessStepById(id: BusinessStepId): BusinessStep {
  const found = BUSINESS_STEPS.find((s) => s.id === id);
  if (!found) throw new Error(`Unknown business step ${id}`);
  return found;
}

export const businessStepIndex = (id: BusinessStepId): number => BUSINESS_STEP_IDS.indexOf(id);
export const isBusinessStepId = (value: unknown): value is BusinessStepId =>
  typeof value === 'string' && (BUSINESS_STEP_IDS as readonly string[]).includes(value);
/** The sections GET /api/business/{id}/test reports a progress label for. */
export const REPORTED_BUSINESS_SECTIONS = ['general_info', 'categories', 'images'] as const satisfies readonly BusinessSection[];

/** The questionnaire's steps that fill a section, in order: a list names a section by them. */
export const businessSectionSteps = (section: BusinessSection): readonly BusinessStep[] =>
  BUSINESS_STEPS.filter((s) => s.section === section);

/** The step whose submit carries is_final. */
export const FINAL_BUSINESS_STEP: BusinessStepId = 'picture';

const TOUCH: TouchRule<BusinessStepId, BusinessValues> = { empty: emptyBusinessValues(), photos: 'images' };

/** §4 progress labels, per step: completed when its rule holds, in progress once touched or opened. */
export const businessStepProgress = (id: BusinessStepId, values: BusinessValues, ctx: BusinessCompletionContext): QuestionnaireProgress =>
  stepProgressOf(businessStepById(id), values, ctx, TOUCH);

/** How far the business questionnaire is: its completed steps of all of them (the dashboard's bar). */
export const businessCompleteness = (values: BusinessValues, ctx: BusinessCompletionContext): { done: number; total: number } => ({
  done: BUSINESS_STEPS.filter((s) => businessStepProgress(s.id, values, ctx) === 'completed').length,
  total: BUSINESS_STEPS.length,
});

/** The whole questionnaire's label. */
export const businessQuestionnaireProgress = (values: BusinessValues, ctx: BusinessCompletionContext): QuestionnaireProgress =>
  overallProgress(BUSINESS_STEPS.map((s) => businessStepProgress(s.id, values, ctx)));

/**
 * §5 questionnaire validity flags of a business. Each is true when its field would pass the wire
 * schema; the wizard shows each on the step that holds its field.
 */
export const BUSINESS_VALIDITY_FLAGS = ['name', 'phoneNumber', 'country', 'city', 'currency', 'paymentTypes', 'parking'] as const;
export type BusinessValidityFlag = (typeof BUSINESS_VALIDITY_FLAGS)[number];

const info = GeneralInfo.shape;

export function businessValidityFlags(values: BusinessValues): Record<BusinessValidityFlag, boolean> {
  const g = values.general_info;
  return {
    name: aboutSchema.shape.name.safeParse(values.name).success,
    phoneNumber: info.phone_number.safeParse(g.phone_number).success,
    country: info.country_id.safeParse(g.country_id).success,
    city: info.city_id.safeParse(g.city_id).success,
    currency: info.currency_id.safeParse(g.currency_id).success,
    paymentTypes: info.payment_types.safeParse(g.payment_types).success,
    parking: info.parking_types.safeParse(g.parking_types).success,
  };
}

export const BUSINESS_FLAG_STEPS: Readonly<Record<BusinessValidityFlag, BusinessStepId>> = {
  name: 'about',
  phoneNumber: 'generalInfo',
  country: 'generalInfo',
  city: 'generalInfo',
  currency: 'generalInfo',
  paymentTypes: 'generalInfo',
  parking: 'generalInfo',
};

/** The flags a step shows, in the order of BUSINESS_VALIDITY_FLAGS. */
export const flagsOfStep = (id: BusinessStepId): BusinessValidityFlag[] =>
  BUSINESS_VALIDITY_FLAGS.filter((flag) => BUSINESS_FLAG_STEPS[flag] === id);
