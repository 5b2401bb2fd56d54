import type { StepErrors } from './types';

/**
 * A refused save's field errors (the SDK's 422 error carries `fieldErrors`: path → messages), one
 * message per field as the questionnaires show them; nothing for any other failure.
 */
export function fieldErrorsOf(error: unknown): StepErrors {
  const fields = (error as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors;
  if (!fields) return {};
  return Object.fromEntries(Object.entries(fields).flatMap(([k, list]) => (list[0] ? [[k, list[0]]] : [])));
}

/** What a step's send throws when its own rules refuse the values: shown on the step, not as a server error. */
export const stepInvalid = (errors: StepErrors): Error => Object.assign(new Error('invalid'), { stepErrors: errors });

/** The rules' errors a failure carries (see stepInvalid), if it is one. */
export const stepErrorsOf = (error: unknown): StepErrors | undefined =>
  (error as { stepErrors?: StepErrors } | null)?.stepErrors;
