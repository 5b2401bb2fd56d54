import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageRef } from '../../../features/editor';

/** Translates a validation message (a spec text, a zod default or an encoded key). */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback((message: string | undefined | null): string | undefined => {
    if (message === undefined || message === null) return undefined;
    const ref = messageRef(message);
    return ref.key ? t(ref.key, ref.values) : ref.text;
  }, [t]);
}
