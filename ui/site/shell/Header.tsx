import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SITE_NAME, routePath, stripLocale } from '@portal/sdk';
import { balanceTargetOf } from '../../features/payments/balance-target';
import { useBalance } from '../../features/payments/useBalance';
import { useSession } from '@portal/sdk/react';
import { useLocale } from '../context';
import type { SiteUser } from '../context';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ACCOUNT_HOME, HEADER_NAV, paymentsRouteOf } from './nav-items';
import { pagePath } from './paths';
import { SiteLink } from './SiteLink';
import { lazyPart } from './lazy-part';
import styles from './Header.module.css';

/**
 * Only models and businesses see their LoveCoins: the badge is its own chunk, not every visitor's,
 * hydrated as a lazy part (the page is marked interactive once it has hydrated).
 */
const BalanceBadge = lazyPart(() => import('../../components/payments/BalanceBadge').then((m) => m.BalanceBadge));

export interface HeaderProps {
  user: SiteUser | null;
  /** The slim header of the registration layout: logo and languages only. */
  slim?: boolean;
}

export function Header({ user, slim = false }: HeaderProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const current = normalize(location.pathname);
  const { logout, user: account } = useSession();
  // §3/§4: models and businesses see their LoveCoins; the start-up fetch and every purchase fill this one answer.
  const payments = slim || !user ? null : paymentsRouteOf(account);
  const target = balanceTargetOf(account);
  const wallet = useBalance(target, { enabled: payments !== null && Object.keys(target).length > 0 });

  return (
    <header className={styles.header}>
      <div className={styles.bar} data-signed-in={!slim && !!user}>
        <SiteLink href={routePath('home', {}, locale)} className={styles.logo}>
          {SITE_NAME}
          <span className={styles.adult} aria-hidden="true">18+</span>
        </SiteLink>
        <div className={styles.tools}>
          <LanguageSwitcher />
          {!slim &&
            (user ? (
              <>
                {payments ? (
                  <BalanceBadge
                    balance={wallet.balance} loading={wallet.isLoading || wallet.isRefreshing}
                    href={pagePath(payments, locale)} className={styles.balance}
                  />
                ) : null}
                <SiteLink href={routePath(ACCOUNT_HOME[user.role], {}, locale)} className={styles.account}>
                  {t('nav.account')}
                </SiteLink>
                {/* Clears this tab and every other one (§4); the shell then leaves private pages. Styled as
                    its neighbour link, so the first load needs no button component. */}
                <button type="button" className={styles.logout} onClick={() => logout()}>
                  {t('nav.logout')}
                </button>
              </>
            ) : (
              <SiteLink href={routePath('login', {}, locale)} className={styles.account}>
                {t('nav.login')}
              </SiteLink>
            ))}
        </div>
        {!slim && (
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((v) => !v)}
          >
            <span className={styles.burger} aria-hidden="true" />
            <span className={styles.menuLabel}>{open ? t('nav.menuClose') : t('nav.menuOpen')}</span>
          </button>
        )}
      </div>
      {!slim && (
        <nav id={menuId} className={styles.nav} data-open={open} aria-label={t('nav.label')}>
          <ul className={styles.navList}>
            {HEADER_NAV.map((item) => {
              const href = pagePath(item.route, locale);
              const active = current === normalize(stripLocale(href));
              return (
                <li key={item.key}>
                  <SiteLink
                    href={href}
                    className={styles.navLink}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {t(`nav.${item.key}`)}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </header>
  );
}

/** `useLocation` paths exclude the language prefix (the router's basename); case and a trailing slash do not matter (§2). */
function normalize(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}
