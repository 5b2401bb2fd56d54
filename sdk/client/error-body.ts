import { neutraliseBidi } from '../text/bidi';

export type FieldErrors = Record<string, string[]>;

/** The first message of every field, as forms show them (§5: "the first server message per field"). */
export function firstOfEach(fieldErrors: FieldErrors): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (messages[0] !== undefined) first[field] = messages[0];
  }
  return first;
}

/** Reads `{ message, errors }` leniently: an error body is whatever the server or a proxy sent. */
export function readErrorBody(body: unknown): { message?: string; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  if (typeof body !== 'object' || body === null) return { fieldErrors };
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, value] of Object.entries(errors)) {
      const list = (Array.isArray(value) ? value : [value]).filter((m): m is string => typeof m === 'string').map(neutraliseBidi);
      if (list.length > 0) fieldErrors[field] = list;
    }
  }
  return { ...(typeof message === 'string' && message !== '' ? { message: neutraliseBidi(message) } : {}), fieldErrors };
}
