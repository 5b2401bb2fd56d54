import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../shell/PageMeta';
import { AreaFrame } from './AreaFrame';
import { AREA_ROUTES } from './area-routes';
import type { AreaKind } from './area-routes';
import { PurchasesPanel } from './OtherPanels';
import { useMounted, useOwnProfile } from './useOwnProfile';
import styles from './profile-area.module.css';

/** §2 /profile/payments: the purchase history for now; buying LoveCoins and TOP/VIP joins later. */
export function PaymentsPage({ area }: { area: AreaKind }) {
  const { t } = useTranslation();
  const mounted = useMounted();
  const { profile } = useOwnProfile();
  const title = t('payments.balance');
  return (
    <AreaFrame title={title}>
      <PageMeta title={title} />
      <p className={styles.muted}>{t('payments.banners.info')}</p>
      {mounted && profile ? <PurchasesPanel profile={profile} routes={AREA_ROUTES[area]} /> : null}
    </AreaFrame>
  );
}
