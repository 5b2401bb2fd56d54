import type { EditorValues, StepErrors } from '../../features/editor';
import type { SubmitIntent } from '../../features/editor';

/** One line of the wizard's error summary: the message and the id of the control to focus. */
export interface ErrorItem {
  field: string;
  id: string;
  /** The field's visible label (translated); the summary line reads "label: message". */
  label?: string;
  message: string;
}

/** What every step component takes: the values, and where its changes and its submit go. */
export interface StepProps {
  /** The editor's values (the form starts from them; later changes need a remount via `key`). */
  values: EditorValues;
  /** Every change, for the draft. */
  onChange?: (partial: Partial<EditorValues>) => void;
  /** Valid values; `intent` tells Next from Save. */
  onSubmit: (partial: Partial<EditorValues>, intent: SubmitIntent) => unknown;
  /** The step's errors after a failed submit (the wizard shows them as a summary). */
  onInvalid?: (errors: ErrorItem[]) => void;
  /** Errors from the server, by field path. */
  serverErrors?: StepErrors;
  /** The id of the form the wizard's Next and Save buttons submit. */
  formId?: string;
}

export const DEFAULT_FORM_ID = 'profile-editor-step';

/** The id of a field's control: the form id and the field path, safe for `#` links. */
export const fieldId = (formId: string, path: string) => `${formId}-${path.replace(/\./g, '-')}`;
