import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { useSession } from '@portal/sdk/react';
import { pagePath } from '../shell/paths';
import { paymentsRouteOf } from '../shell/nav-items';
import { useLocale } from '../context';
import { LayoutFrame, useRootData } from './LayoutFrame';
import styles from './layouts.module.css';

/**
 * Account pages with the banner and package offer beside them. Models and businesses buy
 * LoveCoins on their payments page; guests (the public personal page) are invited to join first.
 * Members have no wallet (§3: LoveCoins are held per profile or business) and nothing to advertise
 * (§6), so their pages have no offer at all: it led a signed-in member to sign up again. Banner
 * sizes go with the agency picture/banner request (§2), a business's: a model's dashboard has its
 * package and "Extend" in its summary instead of an unrelated banner panel.
 */
export default function BuyBannersLayout({ children }: { children?: ReactNode }) {
  const { t } = useCachedTranslation();
  const locale = useLocale();
  const signedIn = !!useRootData()?.user;
  const payments = paymentsRouteOf(useSession().user);
  const offer = !signedIn || payments === 'business-payments' ? (
    <section className={styles.box} aria-labelledby="buy-banners-title">
      <h2 id="buy-banners-title" className={styles.boxTitle}>
        {t('payments.banners.title')}
      </h2>
      <p className={styles.muted}>{t('payments.banners.info')}</p>
      <a href={pagePath(payments ?? 'become-member', locale)} className={styles.cta}>
        {payments ? t('payments.buyCoins') : t('nav.becomeMember')}
      </a>
    </section>
  ) : null;
  return (
    <LayoutFrame layout="buy-banners" width="wide" aside={offer}>
      {children ?? <Outlet />}
    </LayoutFrame>
  );
}
