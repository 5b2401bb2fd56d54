import { useTranslation } from 'react-i18next';
import { HTTP } from '@portal/sdk';
import { ErrorState } from '@portal/components';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';

/** While the area's data loads. */
export function Loading() {
  const { t } = useCachedTranslation();
  return <p aria-busy="true">{t('common.loading')}</p>;
}

/** The API said the thing is not there or not this account's: asking again cannot change that. */
export function isMissing(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === HTTP.forbidden || status === HTTP.notFound;
}

export interface LoadFailedProps {
  error: unknown;
  onRetry: () => unknown;
  /** Translated: what to say, without a retry, when the thing is not found or not the account's (403/404). */
  missing?: string;
}

/**
 * A failed load with its translated reason (the SDK's errors name their catalog key) and a retry;
 * a 403/404 with `missing` says so instead, without the retry that could not help.
 */
export function LoadFailed({ error, onRetry, missing }: LoadFailedProps) {
  const { t, i18n } = useTranslation();
  if (missing && isMissing(error)) return <ErrorState message={missing} />;
  const key = (error as { i18nKey?: unknown } | null)?.i18nKey;
  const message = typeof key === 'string' && i18n.exists(key) ? t(key) : t('errors.genericError');
  return <ErrorState message={message} onRetry={() => void onRetry()} />;
}
