import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components';

/** While the area's data loads. */
export function Loading() {
  const { t } = useTranslation();
  return <p aria-busy="true">{t('common.loading')}</p>;
}

/**
 * A failed load with its translated reason (the SDK's errors name their catalog key) and a retry.
 */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const { t, i18n } = useTranslation();
  const key = (error as { i18nKey?: unknown } | null)?.i18nKey;
  const message = typeof key === 'string' && i18n.exists(key) ? t(key) : t('errors.genericError');
  return <ErrorState message={message} onRetry={() => void onRetry()} />;
}
