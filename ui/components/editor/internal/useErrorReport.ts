import { useCallback, useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { fieldId } from './stepProps';
import type { ErrorItem } from './stepProps';
import { useErrorText } from './useErrorText';

/** Every leaf error of react-hook-form's tree, with its dotted path. */
export function flattenErrors(errors: FieldErrors, prefix = ''): Array<{ path: string; message?: string }> {
  const out: Array<{ path: string; message?: string }> = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const error = value as { message?: unknown; type?: unknown };
    if (typeof error.message === 'string' && typeof error.type === 'string') out.push({ path, message: error.message });
    else if (typeof value === 'object') out.push(...flattenErrors(value as FieldErrors, path));
  }
  return out;
}

const textOf = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() || undefined;

/**
 * The visible (already translated) name of a field's control: its <label>, the elements of its
 * aria-labelledby, its aria-label, or the legend of the group it is or belongs to. Read from the
 * rendered step, so the summary says exactly what the page labels the field; undefined when the
 * control is not on the page.
 */
export function fieldLabel(id: string, doc: Document = document): string | undefined {
  const el = doc.getElementById(id);
  if (!el) return undefined;
  const labels = (el as HTMLInputElement).labels;
  if (labels && labels.length > 0) return textOf(labels[0]);
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = labelledBy.split(/\s+/).map((ref) => textOf(doc.getElementById(ref))).filter(Boolean).join(' ');
    if (text) return text;
  }
  const ariaLabel = el.getAttribute('aria-label');
  if (ariaLabel) return ariaLabel;
  const group = el.closest('fieldset');
  return textOf(group?.querySelector(':scope > legend'));
}

/**
 * The step's error summary: reported on a failed submit, then kept in step with the form, so a
 * fixed field leaves the summary as soon as its error goes (and the summary goes with the last).
 * Each line carries the field's visible label and the id of its control.
 */
export function useErrorReport<V extends FieldValues>(form: UseFormReturn<V>, formId: string, onInvalid?: (errors: ErrorItem[]) => void) {
  const errorText = useErrorText();
  const onInvalidRef = useRef(onInvalid);
  const errorTextRef = useRef(errorText);
  useEffect(() => {
    onInvalidRef.current = onInvalid;
    errorTextRef.current = errorText;
  });
  /** True once a submit failed: from then on the summary follows the errors. */
  const shown = useRef(false);

  const report = useCallback((errors: FieldErrors) => {
    shown.current = true;
    const items: ErrorItem[] = flattenErrors(errors).map(({ path, message }) => {
      const id = fieldId(formId, path);
      return { field: path, id, label: fieldLabel(id), message: errorTextRef.current(message) ?? '' };
    });
    onInvalidRef.current?.(items);
  }, [formId]);

  const clear = useCallback(() => {
    shown.current = false;
    onInvalidRef.current?.([]);
  }, []);

  useEffect(() => form.subscribe({
    formState: { errors: true },
    callback: ({ errors }) => {
      if (shown.current && errors) report(errors);
    },
  }), [form, report]);

  return { report, clear };
}
