import { useQuery } from '@tanstack/react-query';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { SITE_NAME, encodeFilters, routePath } from '@portal/sdk';
import { Wordmark } from '@portal/components/Wordmark';
import { footerCitiesCache } from '../data/footer-cities';
import { useLocale } from '../context';
import { useLanguageLinks } from './LanguageSwitcher';
import { FOOTER_NAV, HEADER_NAV } from './nav-items';
import { pagePath } from './paths';
import styles from './Footer.module.css';

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
            <nav aria-label={t('footer.label')} className={styles.columns}>
              <CitiesColumn />
              <Column id="footer-categories" title={t('footer.categories')}>
                <ul className={styles.list}>
                  {HEADER_NAV.filter((item) => item.category).map((item) => (
                    <li key={item.key}>
                      <a href={pagePath(item.route, locale)} className={styles.link}>
                        {t(`nav.${item.key}`)}
                      </a>
                    </li>
                  ))}
                </ul>
              </Column>
              <LanguagesColumn title={t('footer.languages')} />
              <Column id="footer-trust" title={t('footer.trust')}>
                {legal}
              </Column>
            </nav>
          </>
        )}
        <p className={styles.copy}>{t('footer.copyright', { year, site: SITE_NAME })}</p>
      </div>
    </footer>
  );
}

function Column({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The escort listing of each city the server loaded for the footer (data/footer-cities.ts); no column without them. */
function CitiesColumn() {
  const { t } = useCachedTranslation();
  const locale = useLocale();
  const cities = useQuery(footerCitiesCache(locale)).data ?? [];
  if (cities.length === 0) return null;
  const listing = pagePath('escort-list', locale);
  return (
    <Column id="footer-cities" title={t('footer.cities')}>
      <ul className={`${styles.list} ${styles.split}`}>
        {cities.map((city) => (
          <li key={city.id}>
            <a href={`${listing}?${encodeFilters({ city_id: city.id }, 1).toString()}`} className={styles.link}>
              {city.title}
            </a>
          </li>
        ))}
      </ul>
    </Column>
  );
}

function LanguagesColumn({ title }: { title: string }) {
  const languages = useLanguageLinks();
  return (
    <Column id="footer-languages" title={title}>
      <ul className={`${styles.list} ${styles.split}`}>
        {languages.map(({ locale, ...link }) => (
          <li key={locale}>
            <a className={styles.link} {...link} />
          </li>
        ))}
      </ul>
    </Column>
  );
}
