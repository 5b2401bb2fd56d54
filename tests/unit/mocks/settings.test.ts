import { beforeEach, describe, expect, it } from 'vitest';
import { API_MESSAGES, SETTINGS_MESSAGES } from '../../../schemas';
import { DEMO_ACCOUNTS } from '../../../mocks/seed';
import { getStore, resetStore } from '../../../mocks/store';
import { ApiError } from '../../../sdk/client/errors';
import { clientAs, startMockServer } from './helpers';
import { registration, workingTime } from './flows/fixtures';

/** The account settings and the calendar, through the SDK against the mock. */
startMockServer();
beforeEach(() => {
  resetStore();
});

const { model: demo, member } = DEMO_ACCOUNTS;
const model = () => clientAs(demo.token);

async function fieldErrorOf(promise: Promise<unknown>): Promise<Record<string, string>> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(422);
  return (error as ApiError).firstFieldErrors();
}

describe('password', () => {
  it('changes with the current password, and the new one logs in while the old one no longer does', async () => {
    await model().settings.changePassword({ current_password: demo.password, password: 'Fresh-pass-7', password_confirmation: 'Fresh-pass-7' });
    const login = await clientAs().session.login({ email: demo.email, password: 'Fresh-pass-7' });
    expect(login.data.user?.id).toBe(demo.userId);
    await expect(clientAs().session.login({ email: demo.email, password: demo.password })).rejects.toThrow(API_MESSAGES.wrongPassword);
  });

  it('refuses a wrong current password under its field, and the password stays', async () => {
    const errors = await fieldErrorOf(model().settings.changePassword({ current_password: 'nope', password: 'Fresh-pass-7', password_confirmation: 'Fresh-pass-7' }));
    expect(errors).toEqual({ current_password: SETTINGS_MESSAGES.wrongCurrentPassword });
    expect((await clientAs().session.login({ email: demo.email, password: demo.password })).data.token).toBeTruthy();
  });

  it('refuses a confirmation that does not match before anything is sent', async () => {
    const errors = await fieldErrorOf(model().settings.changePassword({ current_password: demo.password, password: 'Fresh-pass-7', password_confirmation: 'Other-pass-7' }));
    expect(errors.password_confirmation).toBe('Passwords do not match');
  });
});

describe('e-mail with re-verification', () => {
  it('keeps the old address until the link sent to the new one is opened', async () => {
    const pending = await model().settings.changeEmail({ email: 'new.model@example.test', current_password: demo.password });
    expect(pending.data).toMatchObject({ email: demo.email, pending_email: 'new.model@example.test' });
    expect((await clientAs().session.login({ email: demo.email, password: demo.password })).data.token).toBeTruthy();

    const mail = getStore().outbox.findLast((m) => m.to === 'new.model@example.test');
    expect(mail?.kind).toBe('verify-email');
    await clientAs().session.verifyEmail({ token: mail?.token ?? '' });

    expect((await model().settings.get()).data).toMatchObject({ email: 'new.model@example.test', pending_email: null });
    expect((await clientAs().session.login({ email: 'new.model@example.test', password: demo.password })).data.user?.id).toBe(demo.userId);
    await expect(clientAs().session.login({ email: demo.email, password: demo.password })).rejects.toThrow();
  });

  it('refuses an address another account uses', async () => {
    const errors = await fieldErrorOf(model().settings.changeEmail({ email: member.email, current_password: demo.password }));
    expect(errors).toEqual({ email: API_MESSAGES.emailTaken });
  });
});

describe('notification preferences and language', () => {
  it('are saved and read back', async () => {
    const saved = await clientAs(member.token).settings.update({ notifications: { new_models: false, review_replies: true }, locale: 'de' });
    expect(saved.data).toMatchObject({ notifications: { new_models: false, review_replies: true }, locale: 'de' });
    expect((await clientAs(member.token).settings.get()).data.notifications).toEqual({ new_models: false, review_replies: true });
  });

  it('silence the kind of notification turned off', async () => {
    await clientAs(member.token).settings.update({ notifications: { new_models: false, review_replies: false } });
    const before = getStore().notifications.length;
    getStore().notify({ user_id: member.userId, kind: 'review_reply', title: 'A reply', href: null });
    getStore().notify({ user_id: member.userId, kind: 'system', title: 'Notice', href: null });
    expect(getStore().notifications.length).toBe(before + 1);
  });
});

describe('deleting the account', () => {
  it('needs the password, then ends the session and takes the profile off the site', async () => {
    await fieldErrorOf(model().settings.deleteAccount({ current_password: 'wrong' }));
    await model().settings.deleteAccount({ current_password: demo.password });
    await expect(model().settings.get()).rejects.toMatchObject({ status: 401 });
    await expect(clientAs().session.login({ email: demo.email, password: demo.password })).rejects.toThrow(API_MESSAGES.wrongPassword);
    await expect(clientAs().profiles.get(demo.profileId)).rejects.toMatchObject({ status: 404 });
  });

  it('frees the e-mail for a new sign-up', async () => {
    await model().settings.deleteAccount({ current_password: demo.password });
    const again = await clientAs().session.register(registration(demo.email, 'INDIVIDUAL'));
    expect(again.data.token).toBeTruthy();
  });
});

describe('calendar', () => {
  it('saves working time and days off, and the public profile reads them back', async () => {
    const week = { ...workingTime, sun: { from: null, to: null, notAvailable: true } };
    const saved = await model().calendar.update(demo.profileId, { working_time: week, days_off: ['2026-12-31', '2026-12-24'] });
    expect(saved.data.days_off).toEqual(['2026-12-24', '2026-12-31']);
    const visitor = await clientAs().profiles.get(demo.profileId);
    expect(visitor.data.days_off).toEqual(['2026-12-24', '2026-12-31']);
    expect(visitor.data.working_time?.sun.notAvailable).toBe(true);
  });

  it('refuses someone else’s profile and a repeated day', async () => {
    const other = await clientAs().session.register(registration('other.model@example.test', 'INDIVIDUAL'));
    await expect(clientAs(other.data.token).calendar.update(demo.profileId, { working_time: workingTime, days_off: [] }))
      .rejects.toMatchObject({ status: 403 });
    await fieldErrorOf(model().calendar.update(demo.profileId, { working_time: workingTime, days_off: ['2026-12-24', '2026-12-24'] }));
  });
});
