/** Sessions (§1, §4, §9): the roles and the lifetimes of the session, locale and 18+ cookies. */

/** §1: the three kinds of account holder, `BUSSINESS` spelt exactly so. */
export const ROLES = ['MEMBER', 'INDIVIDUAL', 'BUSSINESS'] as const;
export type Role = (typeof ROLES)[number];

/** §4, §9: remember-me session lifetime, 7 days in seconds. */
export const REMEMBER_ME_MAX_AGE_S = 604_800;
/** §9: locale cookie lifetime, 365 days in seconds. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** 18+ gate: how long a visitor's age confirmation is remembered, 30 days (inferred; not in the spec). */
export const AGE_CONFIRMATION_MAX_AGE_S = 30 * 24 * 60 * 60;
