import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { FormEvent } from 'react';
import { editorErrorMap, pickValues, stepById } from '../../features/editor';
import type { EditorValues } from '../../features/editor';
import type { StepId } from '@portal/sdk';
import type { SubmitIntent } from '../../features/editor';
import { DEFAULT_FORM_ID, fieldId } from './stepProps';
import type { StepProps } from './stepProps';
import { flattenErrors, useErrorReport } from './useErrorReport';
import { useErrorText } from './useErrorText';

/** What counts as moving on to another field of the step (a button does not: see `mode` below). */
const FIELD_CONTROLS = 'input:not([type=button]):not([type=submit]):not([type=reset]), select, textarea, [role=combobox]';

/** Next or Save: the button that submitted carries `data-intent` (the wizard's buttons do). */
export function intentOf(event: { nativeEvent?: Event } | undefined): SubmitIntent {
  const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
  return submitter?.getAttribute('data-intent') === 'save' ? 'save' : 'next';
}

/**
 * A step's react-hook-form: zodResolver on the step's schema slice (raw, so the editor keeps its
 * own shapes), changes reported for the draft, errors reported for the summary and server errors
 * put on their fields.
 */
export function useStepForm<V extends FieldValues = Partial<EditorValues>>(step: StepId, props: StepProps) {
  const { values, onChange, onSubmit, onInvalid, serverErrors } = props;
  const formId = props.formId ?? DEFAULT_FORM_ID;
  const def = stepById(step);
  const errorText = useErrorText();
  const resolver = useMemo(
    () => zodResolver(def.schema as never, { error: editorErrorMap as never }, { raw: true }) as unknown as Resolver<V>,
    [def.schema],
  );
  const form = useForm<V>({
    defaultValues: pickValues(values, def.values) as never,
    resolver,
    // A field is checked when it is left for another field (below), not on every blur: leaving it
    // by pressing Next or Save would add its message under the pointer, push the button away
    // between press and release and lose the click. The submit checks everything after the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values: all, name, type }) => {
        onChangeRef.current?.(all as Partial<EditorValues>);
        if (type !== 'change' || !name) return;
        // 'onTouched' revalidates a field only after it was left, and a row's rule may flag a field
        // not left yet (the rates row asks for a price on Incall once its duration is left). Such an
        // error must go as soon as the typing fixes it: if it went on blur instead, the page would
        // shrink under the pointer pressing Next and swallow that click.
        const parent = name.includes('.') ? name.slice(0, name.lastIndexOf('.') + 1) : null;
        const stale = flattenErrors(form.formState.errors)
          .map((e) => e.path)
          .filter((path) => path === name || (parent !== null && path.startsWith(parent)));
        if (stale.length > 0) void form.trigger(stale as never);
      },
    });
  }, [form]);

  useEffect(() => {
    const element = document.getElementById(formId);
    if (!element) return undefined;
    const onFocusOut = (event: FocusEvent) => {
      const name = (event.target as Element | null)?.getAttribute('name');
      const next = event.relatedTarget as Element | null;
      if (name && next && element.contains(next) && next.matches(FIELD_CONTROLS)) void form.trigger(name as never);
    };
    element.addEventListener('focusout', onFocusOut);
    return () => element.removeEventListener('focusout', onFocusOut);
  }, [form, formId]);

  useEffect(() => {
    for (const [path, message] of Object.entries(serverErrors ?? {})) {
      form.setError(path as never, { type: 'server', message });
    }
  }, [form, serverErrors]);

  const { report, clear } = useErrorReport(form, formId, onInvalid);

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    const intent = intentOf(event);
    return form.handleSubmit(
      (data) => {
        clear();
        return onSubmit(data as Partial<EditorValues>, intent);
      },
      report,
    )(event);
  };

  /** The translated error of a field path, for its control. */
  const errorOf = (path: string): string | undefined => {
    const found = flattenErrors(form.formState.errors).find((e) => e.path === path);
    return found ? errorText(found.message) : undefined;
  };

  return { form, formId, handleSubmit, errorOf, id: (path: string) => fieldId(formId, path) };
}
