import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { loginHrefFor } from '../../../sdk/session-store';
import { useLogoutRedirect, useSession, useStartupSessionCheck } from '../../../sdk/react/session';
import { SessionExpiredNotice } from '../../components/account/SessionExpiredNotice';
import { useLocale } from '../context';
import styles from './SessionWiring.module.css';

/**
 * §4 session life in the shell: the start-up balance fetch and token check, leaving a private page
 * when the session ends (here or in another tab), and the notice after a refused token. The root
 * loader re-reads the cookies on revalidation, so header and pages follow a login or logout made
 * in another tab without a reload.
 */
export function SessionWiring() {
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { isLoggedIn, notice, dismissNotice } = useSession();
  // The router's paths exclude the locale prefix (its basename); the store's guard works on them too.
  const here = `${location.pathname}${location.search}`;
  useStartupSessionCheck();
  useLogoutRedirect(here, (to) => void navigate(to, { replace: true }));

  const previous = useRef(isLoggedIn);
  useEffect(() => {
    if (previous.current === isLoggedIn) return;
    previous.current = isLoggedIn;
    void revalidate();
  }, [isLoggedIn, revalidate]);

  if (notice !== 'session-expired') return null;
  return (
    <div className={styles.notice}>
      <SessionExpiredNotice loginHref={loginHrefFor(here, locale)} onDismiss={dismissNotice} />
    </div>
  );
}
