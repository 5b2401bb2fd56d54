import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { getStore, resetStore } from '../../../mocks/store';
import { ApiError } from '../../../sdk/client/errors';
import { clientAs, startMockServer } from './helpers';

/** Sessions end on the server: a password change, a reset and a logout revoke tokens in the mock. */
startMockServer();
beforeEach(() => {
  resetStore();
});

const { model: demo } = DEMO_ACCOUNTS;

async function statusOf(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(() => null, (e: unknown) => e);
  return error instanceof ApiError ? error.status : 200;
}

async function twoSessions() {
  const a = (await clientAs().session.login({ email: demo.email, password: demo.password })).data.token;
  const b = (await clientAs().session.login({ email: demo.email, password: demo.password })).data.token;
  return { a, b };
}

describe('sessions end on the server', () => {
  it('a password change ends the account\'s other sessions and keeps the one that changed it', async () => {
    const { a, b } = await twoSessions();
    await clientAs(a).settings.changePassword({ current_password: demo.password, password: 'Fresh-pass-7', password_confirmation: 'Fresh-pass-7' });
    expect(await statusOf(clientAs(a).session.checkToken())).toBe(200);
    expect(await statusOf(clientAs(b).session.checkToken())).toBe(401);
    expect(await statusOf(clientAs(demo.token).session.getBalance())).toBe(401);
  });

  it('a password reset ends every session of the account', async () => {
    const { a, b } = await twoSessions();
    await clientAs().session.forgotPassword({ email: demo.email });
    const mail = getStore().outbox.filter((m) => m.kind === 'reset-password' && m.to === demo.email).at(-1);
    await clientAs().session.resetPassword({ email: demo.email, token: mail!.token, password: 'Fresh-pass-7', password_confirmation: 'Fresh-pass-7' });
    expect(await statusOf(clientAs(a).session.checkToken())).toBe(401);
    expect(await statusOf(clientAs(b).session.checkToken())).toBe(401);
  });

  it('a logout ends that token only, and the ended token is refused 401 afterwards', async () => {
    const { a, b } = await twoSessions();
    expect((await clientAs(a).session.logout()).message).toBeTruthy();
    expect(await statusOf(clientAs(a).session.checkToken())).toBe(401);
    expect(await statusOf(clientAs(a).session.logout())).toBe(401);
    expect(await statusOf(clientAs(b).session.checkToken())).toBe(200);
  });
});
