import { QueryClientContext } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useContext, useEffect, useState } from 'react';
import { HTTP } from '../../../schemas/constants';
import { portalKeys } from '../../queries/keys';
import type { BalanceTarget } from '../../endpoints/session';
import type { SessionStore } from '../../session-store';
import { useSessionContext } from './context';
import { startedSignedIn } from './page-start';

/** `idle`: no check owed (a guest, a login made on the page), or its answer came after the session ended. */
export type StartupCheckStatus = 'idle' | 'checking' | 'valid' | 'expired' | 'error';

export interface StartupCheckOptions {
  /** Where the balance answer is cached; default `portalKeys.session.balance(target)`, what `portalQueries` reads. */
  balanceQueryKey?: (target: BalanceTarget) => QueryKey;
}

/** 401 from the API client (ApiError) or any error carrying that status. */
function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === HTTP.unauthorized;
}

/** Stores already checked: the check runs once per page load, also under StrictMode's double effects. */
const checked = new WeakSet<SessionStore>();

/** The check is owed: a session the page began with, not yet checked. */
function owed(store: SessionStore): boolean {
  return store.getSnapshot().session !== null && startedSignedIn(store) && !checked.has(store);
}

/**
 * §4 app start: when the page begins logged in, the balance fetch and the token check run once
 * (a login made on the page brings a fresh token and owes no check). A refused token
 * (401) logs out cleanly with the session-expired notice; the visitor stays on the page (see
 * `useLogoutRedirect` for private areas). Other failures (network, 5xx) keep the session: the
 * token may well be fine, and logging out on a flaky connection would punish the visitor.
 */
export function useStartupSessionCheck(options: StartupCheckOptions = {}): StartupCheckStatus {
  const { store, api } = useSessionContext();
  const queryClient = useContext(QueryClientContext);
  const [status, setStatus] = useState<StartupCheckStatus>(() =>
    api && owed(store) ? 'checking' : 'idle');
  const balanceKey = options.balanceQueryKey;

  useEffect(() => {
    if (!api || !owed(store)) return;
    checked.add(store);
    const { user, token } = store.getSnapshot().session!;
    // An answer that comes after this session ended (a logout, another login) says nothing about
    // the session now; the previous user's balance must not return to a cache the logout cleared.
    const current = () => store.getToken() === token;
    const target: BalanceTarget = user.role === 'BUSSINESS' && user.business_id
      ? { business_id: user.business_id }
      : user.profile_id ? { profile_id: user.profile_id } : {};
    const calls: Array<Promise<unknown>> = [
      api.getBalance
        ? api.getBalance(target).then((balance) => {
            if (current()) queryClient?.setQueryData((balanceKey ?? portalKeys.session.balance)(target), balance);
          })
        : Promise.resolve(),
      api.checkToken ? api.checkToken() : Promise.resolve(),
    ];
    void Promise.allSettled(calls).then((results) => {
      if (!current()) {
        setStatus('idle');
        return;
      }
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      if (failures.some(isUnauthorized)) {
        store.expire();
        setStatus('expired');
      } else if (failures.length > 0) {
        for (const failure of failures) console.error(failure);
        setStatus('error');
      } else {
        setStatus('valid');
      }
    });
  }, [store, api, queryClient, balanceKey]);

  return status;
}
