import { describe, expect, it, vi } from 'vitest';
import { DRAFT_STORAGE_KEYS, STEP_STORAGE_KEYS } from '../../../sdk/session';
import type { Session } from '../../../sdk/session';
import { createSessionBroadcast, createSessionStore, formDraftKey } from '../../../sdk/session-store';
import { createChannelHub, MemoryStorage } from './fakes';

const session: Session = {
  token: 'tok-1',
  user: {
    id: 7, name: 'Max', surname: null, email: 'member@demo.test', role: 'MEMBER', main_image: null, age: null,
    gender: null, profile_id: null, business_id: null, category_slug: null, business: null,
  },
};

function setup(initial: Session | null = null) {
  const cookies: string[] = [];
  const local = new MemoryStorage();
  const tab = new MemoryStorage();
  const store = createSessionStore({
    initial, writeCookie: (c) => cookies.push(c), cookieOptions: { secure: true },
    storages: () => [local, tab], broadcast: null,
  });
  return { store, cookies, local, tab };
}

describe('session store', () => {
  it('starts from the server-provided session', () => {
    expect(setup(session).store.getSnapshot().session).toBe(session);
    expect(setup().store.getToken()).toBeNull();
  });

  it('writes session cookies without remember-me', () => {
    const { store, cookies } = setup();
    store.signIn(session);
    expect(store.getToken()).toBe('tok-1');
    const token = cookies.find((c) => c.startsWith('token='));
    expect(token).toBe('token=tok-1; Path=/; SameSite=Lax; Secure');
    expect(cookies.find((c) => c.startsWith('user='))).not.toMatch(/Max-Age/);
  });

  it('writes 7-day cookies with remember-me', () => {
    const { store, cookies } = setup();
    store.signIn(session, { remember: true });
    for (const name of ['token', 'user', 'remember_me']) {
      expect(cookies.find((c) => c.startsWith(`${name}=`))).toMatch(/Max-Age=604800/);
    }
  });

  it('logout expires the cookies and clears step data, drafts and form drafts', () => {
    const { store, cookies, local, tab } = setup(session);
    local.setItem(STEP_STORAGE_KEYS.profile, '2');
    local.setItem(DRAFT_STORAGE_KEYS.business, '{}');
    tab.setItem(formDraftKey('review', '/escort/anna'), '{"body":"x"}');
    tab.setItem('unrelated', 'kept');
    const onSignOut = vi.fn();
    store.onSignOut(onSignOut);
    store.signOut();
    expect(store.getSnapshot()).toEqual({ session: null, notice: null });
    expect(cookies.filter((c) => c.includes('Max-Age=0')).map((c) => c.split('=')[0]).sort())
      .toEqual(['remember_me', 'token', 'user']);
    expect(local.keys()).toEqual([]);
    expect(tab.keys()).toEqual(['unrelated']);
    expect(onSignOut).toHaveBeenCalledWith({ reason: 'user', remote: false });
  });

  it('expire logs out once and raises the session-expired notice', () => {
    const { store, cookies } = setup(session);
    const onSignOut = vi.fn();
    store.onSignOut(onSignOut);
    store.expire();
    store.expire();
    expect(store.getSnapshot()).toEqual({ session: null, notice: 'session-expired' });
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(cookies.filter((c) => c.startsWith('token='))).toHaveLength(1);
    store.dismissNotice();
    expect(store.getSnapshot().notice).toBeNull();
  });

  it('signing out after deleting the account raises the account-deleted notice', () => {
    const { store } = setup(session);
    const onSignOut = vi.fn();
    store.onSignOut(onSignOut);
    store.signOut('deleted');
    expect(store.getSnapshot()).toEqual({ session: null, notice: 'account-deleted' });
    expect(onSignOut).toHaveBeenCalledWith({ reason: 'deleted', remote: false });
  });

  it('a new login clears the notice', () => {
    const { store } = setup(session);
    store.expire();
    store.signIn(session);
    expect(store.getSnapshot().notice).toBeNull();
  });

  it('notifies subscribers with a new snapshot only on change', () => {
    const { store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.dismissNotice();
    expect(listener).not.toHaveBeenCalled();
    store.signIn(session);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('logs out every tab sharing the channel', () => {
    const Channel = createChannelHub();
    const tabs = [new MemoryStorage(), new MemoryStorage()];
    const make = (storage: MemoryStorage) => createSessionStore({
      initial: session, writeCookie: () => {}, storages: () => [storage],
      broadcast: createSessionBroadcast({ BroadcastChannel: Channel }),
    });
    const a = make(tabs[0]!);
    const b = make(tabs[1]!);
    a.connect();
    const disconnectB = b.connect();
    tabs[1]!.setItem(formDraftKey('contact', '/feedback'), '{}');
    const onB = vi.fn();
    b.onSignOut(onB);
    a.expire();
    expect(b.getSnapshot()).toEqual({ session: null, notice: 'session-expired' });
    expect(onB).toHaveBeenCalledWith({ reason: 'expired', remote: true });
    expect(tabs[1]!.keys()).toEqual([]);
    // Disconnected, a tab no longer follows: a later logout elsewhere leaves it alone.
    disconnectB();
    b.signIn(session);
    a.signOut();
    expect(b.getSnapshot().session).toBe(session);
    a.destroy();
    b.destroy();
  });

  it('opens its own channel on the first connect and closes it on the last disconnect', () => {
    const close = vi.fn();
    const factory = vi.fn(() => ({ post: vi.fn(), subscribe: () => () => {}, close }));
    const store = createSessionStore({ initial: session, writeCookie: () => {}, storages: () => [], broadcast: factory });
    expect(factory).not.toHaveBeenCalled(); // Nothing at creation: the server never opens a channel.
    const first = store.connect();
    const second = store.connect();
    expect(factory).toHaveBeenCalledTimes(1);
    first();
    first();
    expect(close).not.toHaveBeenCalled();
    second();
    expect(close).toHaveBeenCalledTimes(1);
    // StrictMode's remount: connecting again opens a fresh channel.
    store.connect();
    expect(factory).toHaveBeenCalledTimes(2);
    store.destroy();
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('a throwing cookie writer or storage does not stop logout', () => {
    const broken = { removeItem: () => { throw new Error('SecurityError'); } };
    const store = createSessionStore({
      initial: session, writeCookie: () => { throw new Error('no cookies'); }, storages: () => [broken, null],
      broadcast: null,
    });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    store.signOut();
    expect(store.getSnapshot().session).toBeNull();
    spy.mockRestore();
  });
});
