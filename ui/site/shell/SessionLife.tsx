import { useLocation, useNavigate } from 'react-router';
import { loginHrefFor } from '@portal/sdk';
import { useLogoutRedirect, useSession, useStartupSessionCheck } from '@portal/sdk/react';
import { AccountDeletedNotice, SessionExpiredNotice } from '../../components/account/SessionExpiredNotice';
import { useLocale } from '../context';
import styles from './SessionLife.module.css';

/**
 * §4 for a logged-in visitor: the start-up balance fetch and token check, leaving a private page
 * when the session ends (here or in another tab), and the notice after a refused token or a
 * deleted account. A chunk of its own: guests, most first visits, never load it.
 */
export default function SessionLife() {
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { notice, dismissNotice } = useSession();
  // The router's paths exclude the locale prefix (its basename); the store's guard works on them too.
  const here = `${location.pathname}${location.search}`;
  useStartupSessionCheck();
  useLogoutRedirect(here, (to) => void navigate(to, { replace: true }));

  if (notice === null) return null;
  return (
    <div className={styles.notice}>
      {notice === 'account-deleted'
        ? <AccountDeletedNotice onDismiss={dismissNotice} />
        : <SessionExpiredNotice loginHref={loginHrefFor(here, locale)} onDismiss={dismissNotice} />}
    </div>
  );
}
