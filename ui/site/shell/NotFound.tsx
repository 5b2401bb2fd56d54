import { useEffect } from 'react';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { routePath } from '@portal/sdk';
import { useLocale } from '../context';
import { PageMeta } from './PageMeta';
import type { NotFoundData } from '../guard';
import styles from './NotFound.module.css';

/**
 * §2/§8: 'Page Not Found' with the path that was asked for, and a way to the home page of the
 * current language. The path is rendered as text (React escapes it), never as markup.
 */
export function NotFound({ path, lastPage }: { path: string; lastPage?: NotFoundData['lastPage'] }) {
  const { t } = useCachedTranslation();
  const locale = useLocale();
  const title = t('pages.notFound.title');
  // A recently viewed profile that is gone (taken offline) leaves the visitor's list.
  useEffect(() => {
    void import('../data/recently-viewed').then((m) => m.forgetPath(path), () => undefined);
  }, [path]);
  return (
    <section className={styles.box} aria-labelledby="not-found-title">
      <PageMeta title={title} />
      <meta name="robots" content="noindex" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{title}</h1>
      <p className={styles.text}>
        {t('pages.notFound.text', { path, interpolation: { escapeValue: false } })}
      </p>
      {lastPage ? (
        // A listing's page past its last: its last page first, home beside it.
        <div className={styles.actions}>
          <a href={lastPage.href} className={styles.home}>{t('pages.notFound.lastPage', { page: lastPage.page })}</a>
          <a href={routePath('home', {}, locale)} className={styles.secondary}>{t('pages.notFound.home')}</a>
        </div>
      ) : (
        <a href={routePath('home', {}, locale)} className={styles.home}>
          {t('pages.notFound.home')}
        </a>
      )}
    </section>
  );
}

/**
 * Something failed. When the API is what failed (`retryHref` given: the server answered
 * 502/503/504), the page says the service is temporarily unavailable and offers to try the same
 * page again; when the API refused the visitor (`forbidden`: 403), it says so.
 */
export function ServerError({ retryHref, forbidden = false }: { retryHref?: string; forbidden?: boolean } = {}) {
  const { t } = useCachedTranslation();
  const locale = useLocale();
  return (
    <section className={styles.box} aria-labelledby="error-title">
      <PageMeta title={t('pages.error.title')} />
      <meta name="robots" content="noindex" />
      <h1 id="error-title">{t('pages.error.title')}</h1>
      <p className={styles.text}>{t(forbidden ? 'errors.forbidden' : retryHref ? 'errors.server' : 'pages.error.text')}</p>
      <div className={styles.actions}>
        {retryHref && (
          <a href={retryHref} className={styles.home}>
            {t('common.retry')}
          </a>
        )}
        <a href={routePath('home', {}, locale)} className={retryHref ? styles.secondary : styles.home}>
          {t('pages.notFound.home')}
        </a>
      </div>
    </section>
  );
}
