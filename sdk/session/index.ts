export { parseCookies, serializeCookie } from './cookies';
export type { CookieOptions, CookieSpec } from './cookies';
export {
  COOKIE_NAMES, ageConfirmationCookie, clearSessionCookies, isAgeConfirmed, isRemembered, localeCookie,
  readLocaleCookie, sessionCookies,
} from './cookie-rules';
export { readSession } from './session';
export type { LoginData, Session, SessionUserLike } from './types';
export {
  DRAFT_STORAGE_KEYS, LOGOUT_EFFECTS, STEP_STORAGE_KEYS, clearLogoutStorage, logoutEffects,
} from './logout';
export type { LogoutEffects, RemovableStorage } from './logout';
