import type { StepErrors } from './payload';

/**
 * A refused save's field errors (the SDK's 422 error carries `fieldErrors`: path → messages), one
 * message per field as the questionnaires show them; nothing for any other failure.
 */
export function fieldErrorsOf(error: unknown): StepErrors {
  const fields = (error as { fieldErrors?: Record<string, string[]> } | null)?.fieldErrors;
  if (!fields) return {};
  return Object.fromEntries(Object.entries(fields).flatMap(([k, list]) => (list[0] ? [[k, list[0]]] : [])));
}
