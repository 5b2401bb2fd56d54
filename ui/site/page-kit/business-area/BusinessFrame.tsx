import type { ReactNode } from 'react';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import type { AccountTab } from '@portal/sdk';
import { AccountTabsNav } from '../account-area/AccountTabsNav';
import { PageMeta } from '../../shell/PageMeta';
import styles from './business-area.module.css';

export interface BusinessFrameProps {
  title: string;
  /** The way back to the dashboard (every page but the dashboard itself). */
  backHref?: string;
  /** The account tab this page is: the tab navigation is drawn above it. */
  tab?: AccountTab;
  children: ReactNode;
}

/** The frame of a business-area page: its title (document and heading), the way back, its content. */
export function BusinessFrame({ title, backHref, tab, children }: BusinessFrameProps) {
  const { t } = useCachedTranslation();
  const frame = (
    <section className={styles.area} aria-labelledby="business-area-title">
      <PageMeta title={title} />
      {backHref ? <a href={backHref} className={styles.back}>{t('editor.business.backToDashboard')}</a> : null}
      <h1 id="business-area-title" className={styles.title}>{title}</h1>
      {children}
    </section>
  );
  return tab ? <><AccountTabsNav area="business" tab={tab} />{frame}</> : frame;
}
