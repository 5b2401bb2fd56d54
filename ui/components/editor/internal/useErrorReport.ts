import { useCallback, useEffect, useRef } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
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
 * aria-labelledby, its aria-label, or the legend of the group it is or belongs to. A control that
 * stands for a whole list (the "Add a rate" button of an empty list) names the list in
 * `data-error-label`. A control labelled on its own inside a group (a day's From, a rate row's
 * Incall) is named with the group's legend too (`group`: the catalog's "{group} – {field}"), so
 * fourteen lines of "From" say which day each is. Read from the rendered step, so the summary says
 * exactly what the page labels the field; undefined when the control is not on the page.
 */
export function fieldLabel(id: string, doc: Document = document, group: (legend: string, label: string) => string = (g, l) => `${g} – ${l}`): string | undefined {
  const el = doc.getElementById(id);
  if (!el) return undefined;
  const named = el.getAttribute('data-error-label');
  if (named) return named;
  const legend = textOf(el.closest('fieldset')?.querySelector(':scope > legend'));
  const inGroup = (label: string | undefined) => (label && legend && label !== legend ? group(legend, label) : label);
  const labels = (el as HTMLInputElement).labels;
  if (labels && labels.length > 0) return inGroup(textOf(labels[0]));
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = labelledBy.split(/\s+/).map((ref) => textOf(doc.getElementById(ref))).filter(Boolean).join(' ');
    if (text) return inGroup(text);
  }
  const ariaLabel = el.getAttribute('aria-label');
  if (ariaLabel) return inGroup(ariaLabel);
  return legend;
}

/**
 * The step's error summary: reported on a failed submit, then kept in step with the form, so a
 * fixed field leaves the summary as soon as its error goes (and the summary goes with the last).
 * Each line carries the field's visible label and the id of its control.
 */
export function useErrorReport<V extends FieldValues>(form: UseFormReturn<V>, formId: string, onInvalid?: (errors: ErrorItem[]) => void) {
  const errorText = useErrorText();
  const { t } = useCachedTranslation();
  const groupRef = useRef((group: string, field: string) => t('editor.groupedLabel', { group, field }));
  const onInvalidRef = useRef(onInvalid);
  const errorTextRef = useRef(errorText);
  useEffect(() => {
    onInvalidRef.current = onInvalid;
    errorTextRef.current = errorText;
    groupRef.current = (group: string, field: string) => t('editor.groupedLabel', { group, field });
  });
  /** True once a submit failed: from then on the summary follows the errors. */
  const shown = useRef(false);

  const report = useCallback((errors: FieldErrors) => {
    shown.current = true;
    const items: ErrorItem[] = flattenErrors(errors).map(({ path, message }) => {
      const id = fieldId(formId, path);
      return { field: path, id, label: fieldLabel(id, document, groupRef.current), message: errorTextRef.current(message) ?? '' };
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
