import { useCachedTranslation } from '../../components/internal/useCachedTranslation';
import { SITE_NAME, routePath } from '@portal/sdk';
import { Wordmark } from '../../components/Wordmark';
import { useLocale } from '../context';
import { laterPart } from './lazy-part';
import { FOOTER_NAV } from './nav-items';
import { pagePath } from './paths';
import styles from './Footer.module.css';

/** The columns come with the page's HTML; their script only once the page works (FooterColumns.tsx). */
const FooterColumns = laterPart(() => import('./FooterColumns').then((m) => m.default));

/**
 * The site's footer: the wordmark and the 18+ statement, then columns of cities (the escort
 * listing of each), categories (the header's), languages (this page in each) and the trust and
 * legal pages of §2. `minimal` (account forms): the legal links and the copyright only.
 */
export function Footer({ minimal = false }: { minimal?: boolean }) {
  const { t } = useCachedTranslation();
  const locale = useLocale();
  // The year of the build's render, not of the visitor's clock: the same on server and client.
  const year = new Date().getUTCFullYear();
  const legal = (
    <ul className={styles.list}>
      {FOOTER_NAV.map((item) => (
        <li key={item.key}>
          <a href={pagePath(item.route, locale) + (item.search ?? '')} className={styles.link}>
            {t(`footer.${item.key}`)}
          </a>
        </li>
      ))}
    </ul>
  );

  return (
    <footer className={styles.footer} data-minimal={minimal || undefined}>
      <div className={styles.inner}>
        {minimal ? (
          <nav aria-label={t('footer.label')}>{legal}</nav>
        ) : (
          <>
            <div className={styles.brand}>
              <Wordmark href={routePath('home', {}, locale)} />
              <p className={styles.adult}>{t('footer.adultsOnly')}</p>
            </div>
            <FooterColumns legal={legal} />
          </>
        )}
        <p className={styles.copy}>{t('footer.copyright', { year, site: SITE_NAME })}</p>
      </div>
    </footer>
  );
}
