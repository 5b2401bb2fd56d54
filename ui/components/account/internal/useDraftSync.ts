import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import type { FormDraft } from '@portal/sdk/react';

/** Saves the chosen fields to the draft on every change, so a reload finds what was typed. */
export function useDraftSync<T extends FieldValues>(watch: UseFormWatch<T>, draft: FormDraft, fields: readonly (keyof T & string)[]): void {
  useEffect(() => {
    const subscription = watch((values, { type }) => {
      // Only typing counts: a programmatic reset (after sending, or the restore itself) must not write.
      if (type !== 'change') return;
      const picked: Record<string, unknown> = {};
      for (const field of fields) picked[field] = values[field];
      draft.save(picked);
    });
    return () => subscription.unsubscribe();
    // `fields` is a constant list per form; listing it would resubscribe on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watch, draft]);
}
