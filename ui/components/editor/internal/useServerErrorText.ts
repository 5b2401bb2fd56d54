import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A failed call's message: the SDK's typed errors name a catalog key (`i18nKey`); anything else
 * (a network TypeError, a host's own error) gets the generic server message.
 */
export function useServerErrorText() {
  const { t, i18n } = useTranslation();
  return useCallback((error: unknown): string | undefined => {
    if (error === null || error === undefined) return undefined;
    const key = (error as { i18nKey?: unknown }).i18nKey;
    if (typeof key === 'string' && i18n.exists(key)) return t(key);
    return t('validation.server');
  }, [i18n, t]);
}
