import type { BusinessValues } from '../../features/business';
import type { StepErrors } from '../../features/editor';
import type { SubmitIntent } from '../../features/editor';
import type { ErrorItem } from '../../editor';

/** What every business step takes, as the model editor's steps do (editor/internal/stepProps). */
export interface BusinessStepProps {
  /** The questionnaire's values (the form starts from them; later changes need a remount via `key`). */
  values: BusinessValues;
  /** Every change, for the draft. */
  onChange?: (partial: Partial<BusinessValues>) => void;
  /** Valid values; `intent` tells Next from Save. */
  onSubmit: (partial: Partial<BusinessValues>, intent: SubmitIntent) => unknown;
  /** The step's errors after a failed submit (the wizard shows them as a summary). */
  onInvalid?: (errors: ErrorItem[]) => void;
  /** Errors from the server, by field path. */
  serverErrors?: StepErrors;
  /** The id of the form the wizard's Next and Save buttons submit. */
  formId?: string;
}

export const BUSINESS_FORM_ID = 'business-questionnaire-step';
