import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { routePath } from '@portal/sdk';
import { Wordmark } from '@portal/components/Wordmark';
import { useLocale } from '../context';
import { LayoutFrame } from './LayoutFrame';
import styles from './registration.module.css';

/**
 * Login, password and sign-up forms: a slim header (the languages) and one centred card that
 * carries the wordmark. A page that puts a panel beside its form (an advertiser's sign-up) marks
 * its wrapper `data-card-wide`, and the card grows to hold both on a wide screen.
 */
export default function RegistrationLayout({ children }: { children?: ReactNode }) {
  const locale = useLocale();
  return (
    <LayoutFrame layout="registration" header="slim" footer="minimal" width="regular">
      <div className={styles.card}>
        <Wordmark href={routePath('home', {}, locale)} size="lg" adult={false} className={styles.brand} />
        {children ?? <Outlet />}
      </div>
    </LayoutFrame>
  );
}
