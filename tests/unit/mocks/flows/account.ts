import { expect } from 'vitest';
import {
  ADULT_MIN_AGE, API_MESSAGES, CURRENCIES, PROFILE_CATEGORIES, STATUS_FILTERS,
} from '../../../../schemas';
import type { ApiError} from '../../../../sdk/client';
import { RegistrationError, WrongPasswordError } from '../../../../sdk/client';
import { getStore } from '../../../../mocks/store';
import { call, clientAs } from '../helpers';
import { registration } from './fixtures';

/** Reference data and the session calls: 20 operations. */

export async function referenceFlow(): Promise<void> {
  const guest = clientAs();
  const data = (await guest.reference.individualData()).data;
  expect(data.ages.length).toBeGreaterThan(0);
  expect(data.ages.every((a) => a.value >= ADULT_MIN_AGE)).toBe(true);
  expect((await guest.reference.services()).data.length).toBeGreaterThan(10);
  const countries = (await guest.reference.countries()).data;
  expect(countries.length).toBeGreaterThanOrEqual(10);
  expect(countries.every((c) => /^\+\d+$/.test(c.dial_code))).toBe(true);
  const withCities = (await guest.reference.countriesWithCities()).data;
  expect(withCities.flatMap((c) => c.cities).length).toBeGreaterThanOrEqual(40);
  expect((await guest.reference.categories({ type: 'profile' })).data.map((c) => c.slug)).toEqual([...PROFILE_CATEGORIES]);
  expect((await guest.reference.filterData()).data.profile.statuses).toEqual([...STATUS_FILTERS]);
  const all = (await guest.reference.filterData()).data.profile;
  const trances = (await guest.reference.filterData('trances')).data.profile;
  expect(trances.ages.min).toBeGreaterThanOrEqual(all.ages.min);
  expect(trances.ages.max).toBeLessThanOrEqual(all.ages.max);
  expect((await guest.reference.parkingTypes()).data.length).toBeGreaterThan(0);
  expect((await guest.reference.paymentTypes()).data.length).toBeGreaterThan(0);
  expect((await guest.reference.currencies()).data.map((c) => c.code)).toEqual(CURRENCIES.map((c) => c.code));
  const slider = (await guest.reference.escortSlider()).data;
  expect(slider.length).toBeGreaterThan(0);
  expect(slider.every((p) => p.category === 'escort')).toBe(true);
  expect(slider[0]?.statuses.is_vip).toBe(true);
  expect((await guest.reference.indexSlider()).data.length).toBeGreaterThan(0);
}

export async function sessionFlow(): Promise<void> {
  const guest = clientAs();
  const email = 'new.member@example.test';
  const registered = await guest.session.register(registration(email, 'MEMBER'));
  expect(registered.data.user?.role).toBe('MEMBER');
  const again = await guest.session.register(registration(email, 'MEMBER')).catch((e: unknown) => e);
  expect(again).toBeInstanceOf(RegistrationError);
  expect((again as RegistrationError).fieldErrors.email).toEqual([API_MESSAGES.emailTaken]);

  await expect(guest.session.login({ email, password: 'Wrong-pass-1' })).rejects.toBeInstanceOf(WrongPasswordError);
  const { data } = await guest.session.login({ email, password: 'Secret-pass-9' });
  const member = clientAs(data.token);
  expect((await member.session.checkToken()).data.email).toBe(email);
  expect((await member.session.setLocale('de')).locale).toBe('de');
  expect(getStore().userByEmail(email)?.locale).toBe('de');

  const bad = await guest.session.verifyEmail({ token: 'not-a-token' }).catch((e: unknown) => e);
  expect((bad as ApiError).status).toBe(401);
  const outbox = (await call('/__mock/outbox')).body as { data: Array<{ to: string; kind: string; token: string }> };
  const verify = outbox.data.find((m) => m.to === email && m.kind === 'verify-email');
  expect(getStore().userByEmail(email)?.email_verified).toBe(false);
  expect((await guest.session.verifyEmail({ token: verify?.token ?? '' })).message).toBe(API_MESSAGES.emailVerified);
  expect(getStore().userByEmail(email)?.email_verified).toBe(true);

  // Every address gets the same answer (no way to learn who has an account), but only a known one gets mail.
  const mailsBefore = getStore().outbox.length;
  expect((await guest.session.forgotPassword({ email: 'nobody@example.test' })).outcome).toBe('sent');
  expect(getStore().outbox.length).toBe(mailsBefore);
  expect((await guest.session.forgotPassword({ email })).outcome).toBe('sent');
  const reset = getStore().outbox.find((m) => m.to === email && m.kind === 'reset-password');
  const password = 'Brand-new-pass-2';
  const done = await guest.session.resetPassword({ token: reset?.token ?? '', email, password, password_confirmation: password });
  expect(done.message).toBe(API_MESSAGES.passwordReset);
  await expect(guest.session.login({ email, password: 'Secret-pass-9' })).rejects.toBeInstanceOf(WrongPasswordError);
  // The reset ended every session: the token from before answers 401, a new login works.
  expect((await member.session.checkToken().catch((e: unknown) => e) as ApiError).status).toBe(401);
  const fresh = clientAs((await guest.session.login({ email, password })).data.token);

  const sent = getStore().contactMessages.length;
  const thanks = await guest.session.sendContactForm({ name: 'Visitor', email, subject: 'Hello', message: 'Just saying the site works well.' });
  expect(thanks.message).toBe(API_MESSAGES.contactThanks);
  expect(getStore().contactMessages).toHaveLength(sent + 1);
  expect((await fresh.session.getBalance()).data.balance).toBe(0);
  // Logout ends the token on the server.
  await fresh.session.logout();
  expect((await fresh.session.checkToken().catch((e: unknown) => e) as ApiError).status).toBe(401);
}
