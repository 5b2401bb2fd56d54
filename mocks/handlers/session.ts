import { API_MESSAGES, FREE_ADVERTISING_MONTHS, HTTP } from '../../schemas';
import { addMonths } from '../seed/business-factory';
import { slugify } from '../seed/names';
import type { MockStore } from '../store/store';
import type { BusinessRecord, UserRecord } from '../store/types';
import { toUserSession } from '../store/views/session';
import { ApiError, fieldError, unauthorized, validationError } from './errors';
import { MOCK_MESSAGES } from './messages';
import { bearerToken } from './request';
import { walletOwnerFor } from './wallets';
import type { ImplsOf } from './types';

/** Session and account: login, registration, password reset, email verification, balance. */

/** A BUSSINESS registration creates an empty business page, filled in by its questionnaire. */
function emptyBusiness(store: MockStore, user: UserRecord, countryId: number): BusinessRecord {
  const id = store.nextId('business');
  const now = store.now();
  // Until general info is saved the page sits in the country's first city, as the agency type.
  const city = store.reference.cities.find((c) => c.country_id === countryId) ?? store.reference.cities[0];
  return store.saveBusiness({
    id, slug: `${slugify(user.name)}-${id}`, user_id: user.id, name: user.name, type: 'agencies', website: null, title: '',
    description: '', general_info: null, country_id: countryId, city_id: city?.id ?? 1,
    agency_picture: { create_banner: false, description: null }, working_time: null, gallery: { main: null, others: [] },
    additional_services: [], inklusive_services: [], our_addittional_service: null, categories: [], is_vip: false,
    is_top: false, is_final: false, likes: new Set(), created_at: now,
    free_advertising_until: addMonths(now, FREE_ADVERTISING_MONTHS),
  });
}

export const sessionImpls = {
  setLocale: ({ query, user }) => {
    if (user) user.locale = query.locale;
    return { message: MOCK_MESSAGES.localeSet, locale: query.locale };
  },

  login: ({ body, store }) => {
    const user = store.userByEmail(body.email);
    // One answer for an unknown email and a wrong password: it reveals no accounts.
    if (!user || user.password !== body.password) throw new ApiError(HTTP.unauthorized, { message: API_MESSAGES.wrongPassword });
    const token = store.issueToken(user.id);
    return { data: { token, user: toUserSession(store, user, token) } };
  },

  register: ({ body, store }) => {
    if (store.userByEmail(body.email)) throw validationError({ email: [API_MESSAGES.emailTaken] });
    if (!store.country(body.country_id)) throw fieldError('country_id', MOCK_MESSAGES.invalidOption);
    const user = store.addUser({
      id: store.nextId('user'), name: body.nickname, surname: null, email: body.email, password: body.password,
      role: body.role, country_id: body.country_id, newsletter: body.newsletter, email_verified: false, locale: null,
      created_at: store.now(), profile_ids: [], business_id: null,
    });
    if (user.role === 'BUSSINESS') user.business_id = emptyBusiness(store, user, body.country_id).id;
    const verifyToken = store.rng.token(40);
    store.verifyTokens.set(verifyToken, user.id);
    store.outbox.push({ to: user.email, kind: 'verify-email', token: verifyToken, created_at: store.now() });
    const token = store.issueToken(user.id);
    return { data: { token, user: toUserSession(store, user, token) } };
  },

  // The same answer whether or not the address has an account: it must not tell anyone who is
  // registered (an adult site). Only a registered address gets the mail.
  forgotPassword: ({ body, store }) => {
    const user = store.userByEmail(body.email);
    if (user) {
      const token = store.rng.token(40);
      store.resetTokens.set(user.email.toLowerCase(), token);
      store.outbox.push({ to: user.email, kind: 'reset-password', token, created_at: store.now() });
    }
    return { message: API_MESSAGES.resetLinkSent };
  },

  resetPassword: ({ body, store }) => {
    const user = store.userByEmail(body.email);
    const expected = store.resetTokens.get(body.email.toLowerCase());
    if (!user || !expected || expected !== body.token) throw fieldError('token', MOCK_MESSAGES.invalidResetToken);
    user.password = body.password;
    store.resetTokens.delete(body.email.toLowerCase());
    // A reset is for a password that may be known to others: every session ends.
    store.revokeTokens(user.id);
    return { message: API_MESSAGES.passwordReset };
  },

  logout: ({ store, request }) => {
    const token = bearerToken(request);
    if (token) store.revokeToken(token);
    return { message: MOCK_MESSAGES.loggedOut };
  },

  verifyEmail: ({ body, store }) => {
    // A link sent for an e-mail change (settings) moves the account to the new address.
    const change = store.emailChangeTokens.get(body.token);
    const changing = change === undefined ? undefined : store.users.get(change.userId);
    if (change && changing) {
      store.changeEmail(changing, change.email);
      store.prefsOf(changing.id).pending_email = null;
      store.emailChangeTokens.delete(body.token);
      return { message: API_MESSAGES.emailVerified };
    }
    const userId = store.verifyTokens.get(body.token);
    const user = userId === undefined ? undefined : store.users.get(userId);
    if (!user) throw unauthorized(MOCK_MESSAGES.invalidVerifyToken);
    user.email_verified = true;
    store.verifyTokens.delete(body.token);
    return { message: API_MESSAGES.emailVerified };
  },

  sendContactForm: ({ body, store }) => {
    store.contactMessages.push(body);
    return { message: API_MESSAGES.contactThanks };
  },

  getMyBalance: ({ query, user, store }) => {
    const owner = walletOwnerFor(store, user, query);
    if (owner) return { data: { balance: store.balance(owner), owner } };
    // Members hold no wallet: they read a zero balance (the start-up balance fetch runs for every
    // role). Never a store lookup by the user id: wallets are keyed by profile and business ids,
    // and user 1 is not profile 1.
    return { data: { balance: 0, owner: { type: 'individual' as const, id: user.id } } };
  },

  checkToken: ({ user, store }) => ({ data: toUserSession(store, user) }),
} satisfies ImplsOf<'session'>;
