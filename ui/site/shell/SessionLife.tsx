import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { HTTP, loginHrefFor } from '@portal/sdk';
import { useLogoutRedirect, useSession, useStartupSessionCheck } from '@portal/sdk/react';
import { AccountDeletedNotice, SessionExpiredNotice } from '@portal/components/account/SessionExpiredNotice';
import { useLocale } from '../context';
import { useServices } from '../data/use-services';
import { onRefusedToken } from '../data/refused-token';
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
  const { notice, dismissNotice, logout } = useSession();
  const { client } = useServices();
  // The router's paths exclude the locale prefix (its basename); the store's guard works on them too.
  const here = `${location.pathname}${location.search}`;
  const startup = useStartupSessionCheck();
  // A page's own data refused while the router navigates to it: that navigation sends the visitor
  // to the login page with the page asked for to return to; a check here would race it elsewhere.
  const navigation = useNavigation().state;
  const navigating = useRef(false);
  useEffect(() => {
    navigating.current = navigation !== 'idle';
  }, [navigation]);
  useLogoutRedirect(here, (to) => void navigate(to, { replace: true }));
  useEffect(() => {
    // A call refused for its token after the start-up check (a like, a favourite, a review): the
    // token check says whether the session is over (a call may refuse for its own reasons, a
    // stale verification link). Then it ends here as the start-up check ends it: logged out, the
    // header a guest's, and the notice asking to log in again, which returns to this page.
    // While the start-up check runs, its own answer ends a refused session.
    if (startup === 'checking') return undefined;
    let checking = false;
    return onRefusedToken(() => {
      if (checking || navigating.current) return;
      checking = true;
      client.session.checkToken({ retry: false }).then(
        () => void (checking = false),
        (error: unknown) => {
          checking = false;
          if ((error as { status?: unknown } | null)?.status === HTTP.unauthorized) logout('expired');
        },
      );
    });
  }, [client, logout, startup]);

  if (notice === null) return null;
  return (
    <div className={styles.notice}>
      {notice === 'account-deleted'
        ? <AccountDeletedNotice onDismiss={dismissNotice} />
        : <SessionExpiredNotice loginHref={loginHrefFor(here, locale)} onDismiss={dismissNotice} />}
    </div>
  );
}
