import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { Purchase } from '@portal/sdk';
import { CK, PK } from '../internal/keys';
import { Notice } from '../internal/Notice';

export interface PaymentReturnNoticeProps {
  /**
   * The purchase the payment provider sent the payer back for, as the API reports it now: its
   * status decides the message, never the return URL's outcome (which anyone can type).
   */
  purchase: Purchase;
  className?: string;
}

const TONES = { pending: 'info', paid: 'success', failed: 'error', cancelled: 'info', expired: 'info' } as const;

/** The return page's message: paid (coins added), still pending, failed, cancelled or expired (nothing charged). */
export function PaymentReturnNotice({ purchase, className }: PaymentReturnNoticeProps) {
  const { t } = useCachedTranslation();
  return (
    <Notice tone={TONES[purchase.status]} className={className}>
      <p>{t(CK.returned(purchase.status), { coins: t(PK.coins, { count: purchase.coins }) })}</p>
    </Notice>
  );
}
