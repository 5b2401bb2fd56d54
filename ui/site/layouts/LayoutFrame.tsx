import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import type { SiteUser } from '../context';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { useGateRequired } from '../shell/AgeGate';
import styles from './LayoutFrame.module.css';

export type FrameWidth = 'wide' | 'regular' | 'narrow' | 'card';

export interface LayoutFrameProps {
  /** `slim`: logo and languages only (account forms); `none`: no header at all (embeddable widgets). */
  header?: 'full' | 'slim' | 'none';
  footer?: 'full' | 'minimal' | 'none';
  width?: FrameWidth;
  /** Content beside the page on wide screens (under it on phones). */
  aside?: ReactNode;
  /** A band above the page (hero, notice). */
  banner?: ReactNode;
  layout: string;
  children: ReactNode;
}

/** What the root loader hands every layout. */
export interface RootData {
  readonly user: SiteUser | null;
}

export const useRootData = (): RootData | undefined => useRouteLoaderData('root') as RootData | undefined;

/**
 * The frame every layout is made of: skip link, header, main landmark, footer. Until the 18+ gate
 * is passed, images in the page are blurred (CSS), so nothing explicit shows behind the dialog.
 */
export function LayoutFrame({ header = 'full', footer = 'full', width = 'regular', aside, banner, layout, children }: LayoutFrameProps) {
  const { t } = useCachedTranslation();
  const user = useRootData()?.user ?? null;
  const gated = useGateRequired();
  return (
    <div className={styles.frame} data-layout={layout}>
      <a className={styles.skip} href="#main">
        {t('nav.skipToContent')}
      </a>
      {header !== 'none' && <Header user={user} slim={header === 'slim'} />}
      {banner}
      <div className={styles.body} data-width={width} data-has-aside={aside ? 'true' : undefined}>
        <main id="main" tabIndex={-1} className={styles.main} data-gated={gated ? 'true' : undefined}>
          {children}
        </main>
        {aside && <aside className={styles.aside}>{aside}</aside>}
      </div>
      {footer !== 'none' && <Footer minimal={footer === 'minimal'} />}
    </div>
  );
}
