import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A failed call's text: the SDK's typed errors name their catalog key (`i18nKey`: the §8 payment
 * text for a 503, 'errors.network'...); anything else gets the generic §8 "An error occurred".
 */
export function useErrorMessage() {
  const { t, i18n } = useTranslation();
  return useCallback((error: unknown): string => {
    const key = (error as { i18nKey?: unknown } | null)?.i18nKey;
    if (typeof key === 'string' && i18n.exists(key)) return t(key);
    return t('errors.genericError');
  }, [i18n, t]);
}
