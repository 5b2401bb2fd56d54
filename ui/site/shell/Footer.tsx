import { useCachedTranslation } from '../../components/internal/useCachedTranslation';
import { SITE_NAME } from '@portal/sdk';
import { useLocale } from '../context';
import { FOOTER_NAV } from './nav-items';
import { pagePath } from './paths';
import styles from './Footer.module.css';

export function Footer({ minimal = false }: { minimal?: boolean }) {
  const { t } = useCachedTranslation();
  const locale = useLocale();
  // The year of the build's render, not of the visitor's clock: the same on server and client.
  const year = new Date().getUTCFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {!minimal && <p className={styles.adult}>{t('footer.adultsOnly')}</p>}
        <nav aria-label={t('footer.label')}>
          <ul className={styles.list}>
            {FOOTER_NAV.map((item) => (
              <li key={item.key}>
                <a href={pagePath(item.route, locale) + (item.search ?? '')} className={styles.link}>
                  {t(`footer.${item.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.copy}>{t('footer.copyright', { year, site: SITE_NAME })}</p>
      </div>
    </footer>
  );
}
