import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, WrongPasswordError } from '../../../sdk/client/errors';
import {
  SessionProvider, useLogoutRedirect, useSession, useStartupSessionCheck,
} from '../../../sdk/react/session';
import type { SessionApi } from '../../../sdk/react/session';
import { portalKeys } from '../../../sdk/queries/keys';
import type { Session } from '../../../sdk/session';
import { createSessionBroadcast, formDraftKey } from '../../../sdk/session-store';
import { createChannelHub, MemoryStorage } from '../../unit/session-store/fakes';

const user: Session['user'] = {
  id: 1, name: 'Max', surname: null, email: 'member@demo.test', role: 'MEMBER', main_image: null, age: null,
  gender: null, profile_id: null, business_id: null, category_slug: null, business: null,
};
const session: Session = { token: 'tok', user };

function harness(api: SessionApi | null, initial: Session | null = null) {
  const cookies: string[] = [];
  const storage = new MemoryStorage();
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider
        initialSession={initial}
        api={api}
        storeOptions={{ writeCookie: (c) => cookies.push(c), cookieOptions: { secure: false }, storages: () => [storage], broadcast: null }}
      >
        {children}
      </SessionProvider>
    </QueryClientProvider>
  );
  return { cookies, storage, queryClient, wrapper };
}

describe('useSession', () => {
  it('starts from the server-provided session', () => {
    const { wrapper } = harness(null, session);
    const { result } = renderHook(() => useSession(), { wrapper });
    expect(result.current).toMatchObject({ isLoggedIn: true, role: 'MEMBER', token: 'tok' });
  });

  it('login without remember-me writes session cookies', async () => {
    const api: SessionApi = { login: vi.fn(async () => ({ data: { token: 't1', user } })) };
    const { wrapper, cookies } = harness(api);
    const { result } = renderHook(() => useSession(), { wrapper });
    await act(() => result.current.login({ email: 'member@demo.test', password: 'Demo-pass-1' }));
    expect(result.current.isLoggedIn).toBe(true);
    const token = cookies.find((c) => c.startsWith('token='))!;
    expect(token).toBe('token=t1; Path=/; SameSite=Lax');
    expect(token).not.toMatch(/Max-Age/);
  });

  it('login with remember-me writes 7-day cookies', async () => {
    const api: SessionApi = { login: async () => ({ data: { token: 't1', user } }) };
    const { wrapper, cookies } = harness(api);
    const { result } = renderHook(() => useSession(), { wrapper });
    await act(() => result.current.login({ email: 'a@b.test', password: 'x' }, { remember: true }));
    expect(cookies.find((c) => c.startsWith('token='))).toMatch(/Max-Age=604800/);
  });

  it('a wrong password rejects with WrongPasswordError and stores nothing', async () => {
    const api: SessionApi = { login: async () => { throw new WrongPasswordError(200); } };
    const { wrapper, cookies } = harness(api);
    const { result } = renderHook(() => useSession(), { wrapper });
    await expect(result.current.login({ email: 'a@b.test', password: 'x' })).rejects.toBeInstanceOf(WrongPasswordError);
    expect(cookies).toEqual([]);
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('logout clears cookies, storage and the query cache', () => {
    const { wrapper, cookies, storage, queryClient } = harness(null, session);
    storage.setItem('portal.profile.step', '2');
    storage.setItem(formDraftKey('review', '/escort/anna'), '{}');
    queryClient.setQueryData(['client', 'favorites'], [1, 2]);
    const { result } = renderHook(() => useSession(), { wrapper });
    act(() => result.current.logout());
    expect(result.current.isLoggedIn).toBe(false);
    expect(cookies.filter((c) => /Max-Age=0/.test(c))).toHaveLength(3);
    expect(storage.length).toBe(0);
    expect(queryClient.getQueryData(['client', 'favorites'])).toBeUndefined();
  });

  it('logout asks the server to end the token, with that token, after everything local is cleared', async () => {
    const logout = vi.fn(async () => ({ message: 'Logged out.' }));
    const { wrapper, cookies } = harness({ login: vi.fn(), logout }, session);
    const { result } = renderHook(() => useSession(), { wrapper });
    act(() => result.current.logout());
    expect(result.current.isLoggedIn).toBe(false);
    expect(cookies.filter((c) => /Max-Age=0/.test(c))).toHaveLength(3);
    expect(logout).toHaveBeenCalledExactlyOnceWith({ headers: { Authorization: 'Bearer tok' }, retry: false });
  });

  it.each([
    ['a 404 from an API without the call', new ApiError(404, { message: 'Not Found' })],
    ['a network failure', new TypeError('fetch failed')],
  ])('logout is done all the same after %s', async (_name, failure) => {
    const logout = vi.fn(() => Promise.reject(failure));
    const { wrapper, storage } = harness({ login: vi.fn(), logout }, session);
    storage.setItem('portal.profile.step', '2');
    const { result } = renderHook(() => useSession(), { wrapper });
    act(() => result.current.logout());
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(result.current.isLoggedIn).toBe(false);
    expect(storage.length).toBe(0);
  });

  it('does not call the server logout after the server already refused the token (expired)', () => {
    const logout = vi.fn(async () => ({}));
    const { wrapper } = harness({ login: vi.fn(), logout }, session);
    const { result } = renderHook(() => useSession(), { wrapper });
    act(() => result.current.logout('expired'));
    expect(result.current.notice).toBe('session-expired');
    expect(logout).not.toHaveBeenCalled();
  });

  it('logout in one tab logs out another tab', () => {
    const Channel = createChannelHub();
    const tab = (id: string) => {
      const storage = new MemoryStorage();
      storage.setItem(formDraftKey('contact', '/feedback'), '{"message":"draft"}');
      function Who() {
        const { user: current, logout } = useSession();
        return <button type="button" onClick={() => logout()} data-testid={id}>{current ? current.name : 'guest'}</button>;
      }
      // StrictMode mounts, unmounts and remounts: the channel must survive it.
      const view = render(
        <StrictMode>
          <SessionProvider
            initialSession={session}
            storeOptions={{ writeCookie: () => {}, storages: () => [storage], broadcast: createSessionBroadcast({ BroadcastChannel: Channel }) }}
          >
            <Who />
          </SessionProvider>
        </StrictMode>,
      );
      return { view, storage };
    };
    const a = tab('a');
    const b = tab('b');
    expect(b.view.getByTestId('b').textContent).toBe('Max');
    act(() => a.view.getByTestId('a').click());
    expect(a.view.getByTestId('a').textContent).toBe('guest');
    expect(b.view.getByTestId('b').textContent).toBe('guest');
    expect(b.storage.length).toBe(0);
  });
});

describe('useStartupSessionCheck', () => {
  it('fetches the balance and checks the token once when logged in', async () => {
    const api: SessionApi = {
      login: vi.fn(),
      getBalance: vi.fn(async () => ({ data: { balance: 120 } })),
      checkToken: vi.fn(async () => ({ data: user })),
    };
    const { wrapper, queryClient } = harness(api, session);
    const { result, rerender } = renderHook(() => useStartupSessionCheck(), { wrapper });
    await waitFor(() => expect(result.current).toBe('valid'));
    rerender();
    expect(api.getBalance).toHaveBeenCalledTimes(1);
    expect(api.checkToken).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(portalKeys.session.balance({}))).toEqual({ data: { balance: 120 } });
  });

  it('does nothing for a guest', () => {
    const api: SessionApi = { login: vi.fn(), getBalance: vi.fn(), checkToken: vi.fn() };
    const { wrapper } = harness(api);
    const { result } = renderHook(() => useStartupSessionCheck(), { wrapper });
    expect(result.current).toBe('idle');
    expect(api.checkToken).not.toHaveBeenCalled();
  });

  it('owes no check to a login made on the page: its token was issued moments ago', async () => {
    const api: SessionApi = {
      login: async () => ({ data: { token: 't1', user } }),
      getBalance: vi.fn(),
      checkToken: vi.fn(),
    };
    const { wrapper: Wrapper } = harness(api);
    // The check mounts once someone is logged in, as the site's lazy session part does.
    function Check() {
      return <output aria-label="check">{useStartupSessionCheck()}</output>;
    }
    let session: ReturnType<typeof useSession> | undefined;
    function Page() {
      session = useSession();
      return session.isLoggedIn ? <Check /> : null;
    }
    const view = render(<Wrapper><Page /></Wrapper>);
    await act(() => session!.login({ email: 'member@demo.test', password: 'Demo-pass-1' }));
    expect(view.getByRole('status', { name: 'check' }).textContent).toBe('idle');
    expect(api.checkToken).not.toHaveBeenCalled();
    expect(api.getBalance).not.toHaveBeenCalled();
  });

  it('a refused token logs out with the session-expired notice', async () => {
    const api: SessionApi = {
      login: vi.fn(),
      getBalance: async () => { throw new ApiError(401, { message: 'Unauthenticated.' }); },
      checkToken: async () => { throw new ApiError(401, { message: 'Unauthenticated.' }); },
    };
    const { wrapper, cookies } = harness(api, session);
    const { result } = renderHook(() => ({ check: useStartupSessionCheck(), session: useSession() }), { wrapper });
    await waitFor(() => expect(result.current.check).toBe('expired'));
    expect(result.current.session).toMatchObject({ isLoggedIn: false, notice: 'session-expired' });
    expect(cookies.filter((c) => c.startsWith('token='))).toHaveLength(1);
    act(() => result.current.session.dismissNotice());
    expect(result.current.session.notice).toBeNull();
  });

  it('an answer that comes after a logout neither shows the expired notice nor brings the balance back', async () => {
    let refuse = (_: unknown) => {};
    let answerBalance = (_: unknown) => {};
    const api: SessionApi = {
      login: vi.fn(),
      getBalance: () => new Promise((resolve) => { answerBalance = resolve; }),
      checkToken: () => new Promise((_, reject) => { refuse = reject; }),
    };
    const { wrapper, queryClient } = harness(api, session);
    const { result } = renderHook(() => ({ check: useStartupSessionCheck(), session: useSession() }), { wrapper });
    expect(result.current.check).toBe('checking');
    act(() => result.current.session.logout());
    await act(async () => {
      answerBalance({ data: { balance: 120 } });
      refuse(new ApiError(401, { message: 'Unauthenticated.' }));
    });
    await waitFor(() => expect(result.current.check).toBe('idle'));
    expect(result.current.session).toMatchObject({ isLoggedIn: false, notice: null });
    expect(queryClient.getQueryData(portalKeys.session.balance({}))).toBeUndefined();
  });

  it('a server error keeps the session', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api: SessionApi = { login: vi.fn(), checkToken: async () => { throw new ApiError(503, null); } };
    const { wrapper } = harness(api, session);
    const { result } = renderHook(() => ({ check: useStartupSessionCheck(), session: useSession() }), { wrapper });
    await waitFor(() => expect(result.current.check).toBe('error'));
    expect(result.current.session.isLoggedIn).toBe(true);
    spy.mockRestore();
  });
});

describe('useLogoutRedirect', () => {
  it('sends a private page to login with the return param and leaves public pages alone', () => {
    const navigate = vi.fn();
    const { wrapper } = harness(null, session);
    const { result, rerender } = renderHook(({ path }) => {
      useLogoutRedirect(path, navigate);
      return useSession();
    }, { wrapper, initialProps: { path: '/escort/anna' } });
    act(() => result.current.logout('expired'));
    expect(navigate).not.toHaveBeenCalled();
    rerender({ path: '/client/favorites' });
    act(() => result.current.logout('expired'));
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fclient%2Ffavorites');
  });
});
