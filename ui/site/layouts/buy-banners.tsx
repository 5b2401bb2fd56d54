import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ParamFreeRouteId } from '../shell/paths';
import { pagePath } from '../shell/paths';
import { useLocale } from '../context';
import { SiteLink } from '../shell/SiteLink';
import { LayoutFrame, useRootData } from './LayoutFrame';
import styles from './layouts.module.css';

/** Where a role buys LoveCoins and packages; guests are invited to join first. */
const PAYMENTS: Record<string, ParamFreeRouteId> = { INDIVIDUAL: 'profile-payments', BUSSINESS: 'business-payments' };

/** Account pages with the banner and package offer beside them. */
export default function BuyBannersLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const role = useRootData()?.user?.role;
  const target = (role && PAYMENTS[role]) ?? 'become-member';
  const aside = (
    <section className={styles.box} aria-labelledby="buy-banners-title">
      <h2 id="buy-banners-title" className={styles.boxTitle}>
        {t('payments.banners.title')}
      </h2>
      <p className={styles.muted}>{t('payments.banners.info')}</p>
      <SiteLink href={pagePath(target, locale)} className={styles.cta}>
        {role ? t('payments.buyCoins') : t('nav.becomeMember')}
      </SiteLink>
    </section>
  );
  return (
    <LayoutFrame layout="buy-banners" width="wide" aside={aside}>
      {children ?? <Outlet />}
    </LayoutFrame>
  );
}
