import type { KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { LOCALES, LOCALE_BCP47, localizePath, switchLocale, localeCookie, browserCookieOptions, documentCookieWriter, writeCookies } from '@portal/sdk';
import type { Locale } from '@portal/sdk';
import { useLocale } from '../context';
import { ownedSearch } from '../data/page-query';
import { LOCALE_NATIVE_NAMES } from './locale-names';
import styles from './LanguageSwitcher.module.css';

/**
 * One link per language to the same page in that language (the query keys the page owns kept). A plain link:
 * every language is its own document (and router), so switching is a document navigation. The
 * choice is remembered in the locale cookie (§9, 365 days).
 */
export function LanguageSwitcher({ className }: { className?: string | undefined }) {
  const { t } = useCachedTranslation();
  const locale = useLocale();
  const languages = useLanguageLinks();

  return (
    <details className={className ? `${styles.switcher} ${className}` : styles.switcher} onKeyDown={closeOnEscape}>
      <summary className={styles.summary}>
        <span className={styles.visuallyHidden}>
          {t('nav.language')}:
        </span>
        <span aria-hidden="true">{locale.toUpperCase()}</span>
        <span className={styles.visuallyHidden}>{LOCALE_NATIVE_NAMES[locale]}</span>
      </summary>
      <ul className={styles.list} aria-label={t('nav.language')}>
        {languages.map(({ locale: l, ...link }) => (
          <li key={l}>
            <a className={styles.link} {...link} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Escape closes an open menu and leaves focus on its button, as a menu does. */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const details = event.currentTarget;
  if (event.key !== 'Escape' || !details.open) return;
  event.preventDefault();
  details.open = false;
  details.querySelector('summary')?.focus();
}

/**
 * The language links of the switcher (and the footer's column): each language's address of this
 * page, named in that language, the current one marked; following one remembers the choice.
 */
export function useLanguageLinks() {
  const locale = useLocale();
  const location = useLocation();
  const here = localizePath(location.pathname + ownedSearch(location.pathname, location.search), locale);
  return LOCALES.map((l) => ({
    locale: l,
    href: switchLocale(here, l),
    hrefLang: LOCALE_BCP47[l],
    lang: LOCALE_BCP47[l],
    'aria-current': l === locale ? ('true' as const) : undefined,
    onClick: () => remember(l),
    children: LOCALE_NATIVE_NAMES[l],
  }));
}

function remember(next: Locale) {
  writeCookies(documentCookieWriter, [localeCookie(next, browserCookieOptions())]);
}
