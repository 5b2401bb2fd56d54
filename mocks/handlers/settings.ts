import { SETTINGS_MESSAGES } from '../../schemas';
import type { AccountSettings } from '../../schemas';
import { API_MESSAGES } from '../../schemas/constants';
import type { MockStore } from '../store/store';
import type { UserRecord } from '../store/types';
import { ownedProfile } from './access';
import { fieldError, validationError } from './errors';
import { bearerToken } from './request';
import type { ImplsOf } from './types';

/** Account settings and the calendar (beyond spec 7). */

const settingsOf = (store: MockStore, user: UserRecord): AccountSettings => {
  const prefs = store.prefsOf(user.id);
  return { email: user.email, pending_email: prefs.pending_email, notifications: { ...prefs.notifications }, locale: user.locale };
};

/** Every change that needs the password asks for it again; a wrong one is the field's error. */
function checkPassword(user: UserRecord, password: string): void {
  if (user.password !== password) throw fieldError('current_password', SETTINGS_MESSAGES.wrongCurrentPassword);
}

export const settingsImpls = {
  getAccountSettings: ({ user, store }) => ({ data: settingsOf(store, user) }),

  updateAccountSettings: ({ body, user, store }) => {
    if (body.notifications) store.prefsOf(user.id).notifications = { ...body.notifications };
    if (body.locale !== undefined) user.locale = body.locale;
    return { data: settingsOf(store, user) };
  },

  changePassword: ({ body, user, store, request }) => {
    checkPassword(user, body.current_password);
    user.password = body.password;
    // Whoever held the old password (another device, a stolen token) is signed out; this session stays.
    store.revokeTokens(user.id, bearerToken(request));
    return { message: SETTINGS_MESSAGES.passwordChanged };
  },

  changeEmail: ({ body, user, store }) => {
    checkPassword(user, body.current_password);
    const owner = store.userByEmail(body.email);
    if (owner && owner.id !== user.id) throw validationError({ email: [API_MESSAGES.emailTaken] });
    const prefs = store.prefsOf(user.id);
    // The same address again cancels a pending change; another one waits for its link.
    prefs.pending_email = owner ? null : body.email;
    for (const [token, change] of store.emailChangeTokens) if (change.userId === user.id) store.emailChangeTokens.delete(token);
    if (prefs.pending_email) {
      const token = store.rng.token(40);
      store.emailChangeTokens.set(token, { userId: user.id, email: prefs.pending_email });
      store.outbox.push({ to: prefs.pending_email, kind: 'verify-email', token, created_at: store.now() });
    }
    return { data: settingsOf(store, user) };
  },

  deleteAccount: ({ body, user, store }) => {
    checkPassword(user, body.current_password);
    // Their profiles leave the listings at once (kept switched off, as the moderators may need them).
    for (const id of user.profile_ids) {
      const profile = store.profiles.get(id);
      if (profile) store.saveProfile({ ...profile, is_active: 0 });
    }
    store.removeUser(user);
    return { message: SETTINGS_MESSAGES.accountDeleted };
  },

  updateAvailability: ({ params, body, user, store }) => {
    const profile = ownedProfile(store, user, params.id);
    // Not moderated: visitors and the owner's draft see the new hours at once.
    const pending = profile.pending && profile.pending.working_time !== undefined ? { ...profile.pending, working_time: body.working_time } : profile.pending;
    store.saveProfile({ ...profile, working_time: body.working_time, pending });
    const days = [...body.days_off].sort();
    store.daysOff.set(profile.id, days);
    return { data: { working_time: body.working_time, days_off: days } };
  },
} satisfies ImplsOf<'settings'>;
