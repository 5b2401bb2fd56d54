import { IndividualProfileForm } from '@portal/sdk/schemas';
import type { StepId } from '@portal/sdk';
import { overallProgress, stepProgressOf } from '../steps/progress';
import type { TouchRule } from '../steps/progress';
import type { QuestionnaireProgress } from '../steps/types';
import { stepById } from './steps';
import { editorStepsFor } from './variants';
import type { CompletionContext, EditorStep } from './steps';
import { emptyEditorValues } from './values';
import type { EditorValues } from './values';

export type { QuestionnaireProgress } from '../steps/types';

export const PROGRESS_LABEL_KEYS: Readonly<Record<QuestionnaireProgress, string>> = {
  'not completed': 'editor.progress.notCompleted',
  'in progress': 'editor.progress.inProgress',
  completed: 'editor.progress.completed',
  pending: 'editor.progress.pending',
};

const EMPTY = emptyEditorValues();
const TOUCH: TouchRule<StepId, EditorValues> = { empty: EMPTY, photos: 'media' };

/**
 * One step's label: `pending` while the sent profile waits for the moderators (send step only),
 * `completed` when its rule holds, `in progress` once touched, otherwise `not completed`.
 */
export function stepProgress(of: StepId | EditorStep, values: EditorValues, ctx: CompletionContext): QuestionnaireProgress {
  const step = typeof of === 'string' ? stepById(of) : of;
  if (step.id === 'send' && ctx.status === 'moderating') return 'pending';
  return stepProgressOf(step, values, ctx, TOUCH);
}

/** The whole questionnaire's label (over the steps of the profile's own editor), as the dashboards show it. */
export function questionnaireProgress(values: EditorValues, ctx: CompletionContext): QuestionnaireProgress {
  if (ctx.status === 'moderating') return 'pending';
  return overallProgress(editorStepsFor(values.category).map((s) => stepProgress(s, values, ctx)));
}

/** §5 questionnaire validity flags of the individual profile (parking and payment types are the business's). */
export const VALIDITY_FLAGS = ['aboutMe', 'phoneNumber', 'currencies', 'name', 'country', 'city', 'serviceSummary'] as const;
export type ValidityFlag = (typeof VALIDITY_FLAGS)[number];

const shape = IndividualProfileForm.shape;

/** Each flag is true when its field would pass the wire schema (service summary: see servicesSchema). */
export function validityFlags(values: EditorValues): Record<ValidityFlag, boolean> {
  return {
    aboutMe: shape.description.safeParse(values.description).success,
    phoneNumber: shape.phone_number.safeParse(values.phone_number).success,
    currencies: shape.currencies_id.safeParse(values.currencies_id).success,
    name: shape.name.safeParse(values.name).success,
    country: shape.country_id.safeParse(values.country_id).success,
    city: shape.city_id.safeParse(values.city_id).success,
    serviceSummary: values.additional_services.every((s) => !s.check || s.summary !== null),
  };
}

/** Which step holds the field behind each flag, so a dashboard can link "fix this" to it. */
export const VALIDITY_FLAG_STEPS: Readonly<Record<ValidityFlag, StepId>> = {
  aboutMe: 'about',
  phoneNumber: 'contacts',
  currencies: 'contacts',
  name: 'general',
  country: 'general',
  city: 'general',
  serviceSummary: 'services',
};

/** How far the questionnaire is: the steps of the profile's own editor that are completed, of all of them (the dashboard's bar). */
export function questionnaireCompleteness(values: EditorValues, ctx: CompletionContext): { done: number; total: number } {
  const steps = editorStepsFor(values.category);
  return { done: steps.filter((s) => stepProgress(s, values, ctx) === 'completed').length, total: steps.length };
}
