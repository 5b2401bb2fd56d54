import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { routePath, stripLocale } from '@portal/sdk';
import { useSession } from '@portal/sdk/react';
import { useLocale } from '../context';
import type { SiteUser } from '../context';
import { Wordmark } from '@portal/components/Wordmark';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ACCOUNT_HOME, HEADER_NAV, paymentsRouteOf } from './nav-items';
import { pagePath } from './paths';
import { lazyPart } from './lazy-part';
import styles from './Header.module.css';

/**
 * Only models and businesses see their LoveCoins: the badge and its balance query are their own
 * chunk, not every visitor's, hydrated as a lazy part (the page is marked interactive once it has
 * hydrated).
 */
const WalletBadge = lazyPart(() => import('./WalletBadge').then((m) => m.WalletBadge));

export interface HeaderProps {
  user: SiteUser | null;
  /** The slim header of the registration layout: the languages only (the page's card carries the wordmark). */
  slim?: boolean;
}

export function Header({ user, slim = false }: HeaderProps) {
  const { t } = useCachedTranslation();
  const locale = useLocale();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    // Escape closes the menu; focus that was in the header (a menu link) goes back to the menu button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (header.current?.contains(document.activeElement)) menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);
  const current = normalize(location.pathname);
  const { logout, user: account } = useSession();
  // §3/§4: models and businesses see their LoveCoins; the start-up fetch and every purchase fill this one answer.
  const payments = slim || !user ? null : paymentsRouteOf(account);

  return (
    <header ref={header} className={styles.header}>
      <div className={styles.bar} data-menu-open={open}>
        {slim ? null : <Wordmark href={routePath('home', {}, locale)} className={styles.logo} />}
        <div className={styles.tools}>
          {/* From 640 px; a phone has the languages in the open menu, so its bar stays one row. */}
          <LanguageSwitcher className={slim ? undefined : styles.barLanguages} />
          {!slim &&
            (user ? (
              <>
                {payments ? <WalletBadge account={account} href={pagePath(payments, locale)} className={styles.balance} /> : null}
                <a href={routePath(ACCOUNT_HOME[user.role], {}, locale)} className={styles.account}>
                  <span className={styles.person} aria-hidden="true" />
                  <span className={styles.accountText}>{t('nav.account')}</span>
                </a>
              </>
            ) : (
              <a href={routePath('login', {}, locale)} className={styles.account}>
                <span className={styles.person} aria-hidden="true" />
                <span className={styles.accountText}>{t('nav.login')}</span>
              </a>
            ))}
        </div>
        {!slim && (
          <button
            ref={menuButton}
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
        {/* What a phone (languages) or a tablet (log out) has in the open menu, a row of its own;
            in the bar itself from 1024 px, where there is no menu button. */}
        {!slim && (
          <div className={styles.menuRow}>
            <LanguageSwitcher className={styles.menuLanguages} />
            {/* Clears this tab and every other one (§4); the shell then leaves private pages. Styled as
                the account link, so the first load needs no button component. */}
            {user ? (
              <button type="button" className={styles.logout} onClick={() => logout()}>
                {t('nav.logout')}
              </button>
            ) : null}
          </div>
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
                  <a
                    href={href}
                    className={styles.navLink}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {t(`nav.${item.key}`)}
                  </a>
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
