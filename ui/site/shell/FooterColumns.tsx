import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useCachedTranslation } from '../../components/internal/useCachedTranslation';
import { encodeFilters } from '@portal/sdk';
import { footerCitiesCache } from '../data/footer-cities';
import { useLocale } from '../context';
import { useLanguageLinks } from './LanguageSwitcher';
import { HEADER_NAV } from './nav-items';
import { pagePath } from './paths';
import styles from './Footer.module.css';

/**
 * The footer's columns (Footer.tsx): cities, categories, languages, and the trust and legal links
 * it is given. A later part: in the server's HTML, styled by the shell's footer stylesheet, its
 * script loaded once the page is interactive, as nothing on the first screen needs it.
 */
export default function FooterColumns({ legal }: { legal: ReactNode }) {
  const { t } = useCachedTranslation();
  const locale = useLocale();
  return (
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
  );
}

function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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
