/**
 * Account settings (beyond spec): the API's words for them, designed here; the mock and the
 * catalogs quote them. Apart from constants.ts (in every page's first load) and zod-free, so the
 * account catalogs can import it.
 */
export const SETTINGS_MESSAGES = {
  wrongCurrentPassword: 'The current password is not correct.',
  passwordChanged: 'Your password has been changed.',
  accountDeleted: 'Your account has been deleted.',
} as const;
