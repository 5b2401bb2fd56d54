/**
 * The ids a field gives its hint and error, derived from the control's id so a step can focus or
 * describe a control knowing only its id.
 */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The control's aria-describedby: its hint, then its error, each only while shown. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;
}
