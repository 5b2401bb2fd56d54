import { useCallback } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { messageRef } from '../../features/editor';

/** Translates a validation message (a spec text, a zod default or an encoded key). */
export function useErrorText() {
  const { t } = useCachedTranslation();
  return useCallback((message: string | undefined | null): string | undefined => {
    if (message === undefined || message === null) return undefined;
    const ref = messageRef(message);
    return ref.key ? t(ref.key, ref.values) : ref.text;
  }, [t]);
}
