import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { routePath } from '@portal/sdk';
import { useLocale } from '../context';
import { LayoutFrame } from './LayoutFrame';
import styles from './layouts.module.css';

const LEGAL = [
  { route: 'site-conditions-terms-conditions', key: 'footer.terms' },
  { route: 'site-conditions-privacy-policy', key: 'footer.privacy' },
  { route: 'site-conditions-policy', key: 'footer.cookies' },
] as const;

/** Legal pages: a readable column with the three documents listed beside it. */
export default function ConditionsLayout({ children }: { children?: ReactNode }) {
  const { t } = useCachedTranslation();
  const locale = useLocale();
  const aside = (
    <nav aria-label={t('footer.legal')} className={styles.box}>
      <ul className={styles.plainList}>
        {LEGAL.map((item) => (
          <li key={item.route}>
            <a href={routePath(item.route, {}, locale)} className={styles.asideLink}>
              {t(item.key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <LayoutFrame layout="conditions" width="regular" aside={aside}>
      {children ?? <Outlet />}
    </LayoutFrame>
  );
}
