import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef } from 'react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { businessStepById, pickBusinessValues } from '../../features/business';
import type { BusinessStepId, BusinessValues } from '../../features/business';
import { editorErrorMap } from '../../features/editor';
import { fieldId } from '../../editor/internal/stepProps';
import { flattenErrors, useErrorReport } from '../../editor/internal/useErrorReport';
import { useErrorText } from '../../editor/internal/useErrorText';
import { intentOf } from '../../editor/internal/useStepForm';
import { BUSINESS_FORM_ID } from './stepProps';
import type { BusinessStepProps } from './stepProps';

/**
 * A business step's react-hook-form, the same way the model editor's steps work (useStepForm):
 * zodResolver on the step's schema slice from ui/components/features/business, changes reported for the draft,
 * errors for the wizard's summary, server errors put on their fields.
 */
export function useBusinessStepForm(step: BusinessStepId, props: BusinessStepProps) {
  const { values, onChange, onSubmit, onInvalid, serverErrors } = props;
  const formId = props.formId ?? BUSINESS_FORM_ID;
  const def = businessStepById(step);
  const errorText = useErrorText();
  const resolver = useMemo(
    () => zodResolver(def.schema as never, { error: editorErrorMap as never }, { raw: true }) as unknown as Resolver<Partial<BusinessValues>>,
    [def.schema],
  );
  const form = useForm<Partial<BusinessValues>>({
    defaultValues: pickBusinessValues(values, def.values) as never,
    resolver,
    mode: 'onTouched',
  });

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => form.subscribe({
    formState: { values: true },
    callback: ({ values: all }) => onChangeRef.current?.(all),
  }), [form]);

  useEffect(() => {
    for (const [path, message] of Object.entries(serverErrors ?? {})) form.setError(path as never, { type: 'server', message });
  }, [form, serverErrors]);

  const { report, clear } = useErrorReport(form, formId, onInvalid);

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    const intent = intentOf(event);
    return form.handleSubmit((data) => {
      clear();
      return onSubmit(data, intent);
    }, report)(event);
  };

  const errorOf = (path: string): string | undefined => {
    const found = flattenErrors(form.formState.errors).find((e) => e.path === path);
    return found ? errorText(found.message) : undefined;
  };

  return { form, formId, handleSubmit, errorOf, id: (path: string) => fieldId(formId, path) };
}
