import type { ReactNode } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { PurchaseStatus } from '../../features/payments';
import { Button } from '../../Button';
import { PK } from './keys';
import { Notice } from './Notice';
import { useErrorMessage } from './useErrorMessage';

export interface PurchaseNoticeProps<Item extends string> {
  status: PurchaseStatus<Item>;
  /** The success text (coins added, package active, package switched). */
  success: (answer: Extract<PurchaseStatus<Item>, { kind: 'success' }>['answer']) => ReactNode;
  onRetry?: () => void;
  /** What the insufficient path offers (a link or button to buy coins). */
  insufficientAction?: ReactNode;
}

/**
 * The outcome of a purchase. A 503 shows the §8 payment text and that nothing was charged; a
 * retryable failure offers "Try again" (which re-sends the same request id, so it cannot charge
 * twice); not enough coins explains how many are missing and leads to buying more.
 */
export function PurchaseNotice<Item extends string>({ status, success, onRetry, insufficientAction }: PurchaseNoticeProps<Item>) {
  const { t } = useCachedTranslation();
  const errorText = useErrorMessage();
  switch (status.kind) {
    case 'idle':
      return null;
    case 'pending':
      return <Notice tone="info">{t(PK.pending)}</Notice>;
    case 'success':
      return <Notice tone="success"><p>{success(status.answer)}</p></Notice>;
    case 'insufficient':
      return (
        <Notice tone="warning">
          <p>{t(PK.insufficient)}</p>
          {status.missing ? <p>{t(PK.missing, { coins: t(PK.coins, { count: status.missing }) })}</p> : null}
          <p>{t(PK.nothingCharged)}</p>
          {insufficientAction}
        </Notice>
      );
    case 'error': {
      const unavailable = (status.error as { kind?: unknown } | null)?.kind === 'payment-unavailable';
      return (
        <Notice tone={unavailable ? 'info' : 'error'}>
          {/* §8's payment-unavailable text speaks of "the user"; the advertiser reads it addressed to them. */}
          <p>{unavailable ? t(PK.unavailableForYou) : errorText(status.error)}</p>
          {unavailable ? <p>{t(PK.nothingCharged)}</p> : null}
          {status.retryable && onRetry && !unavailable ? (
            <div>
              <Button variant="secondary" size="small" onClick={onRetry}>{t('common.retry')}</Button>
            </div>
          ) : null}
        </Notice>
      );
    }
  }
}
