import { ERROR_I18N_KEYS } from '@portal/sdk';

/**
 * Every catalog key the account components read, in one place: when the catalogs move a key,
 * this file is the only one to change.
 */
export const K = {
  // §8 texts
  reviewCreated: 'reviews.created',
  resetLinkSent: 'auth.resetLinkSent',
  passwordReset: 'auth.passwordReset',
  emailVerified: 'auth.emailVerified',
  contactThanks: 'feedback.thanks',
  emailTaken: 'auth.emailTaken',
  registrationFailed: ERROR_I18N_KEYS.registrationFailed,
  // The client names the keys of its errors; the same texts read the same keys here.
  wrongPassword: ERROR_I18N_KEYS.wrongPassword,
  feedbackFailed: ERROR_I18N_KEYS.feedbackFailed,
  likesClientsOnly: ERROR_I18N_KEYS.likesClientsOnly,
  favoritesClientsOnly: ERROR_I18N_KEYS.favoritesClientsOnly,
  reviewsUsersOnly: ERROR_I18N_KEYS.reviewsUsersOnly,
  genericError: ERROR_I18N_KEYS.generic,
  resetLinkSentIfRegistered: 'auth.forgot.sent',
  sessionExpired: 'auth.sessionExpired',
  accountDeleted: 'auth.accountDeleted',
  // validation
  required: 'validation.required',
  email: 'validation.email',
  url: 'validation.url',
  date: 'validation.date',
  textMin: 'validation.textMin',
  descriptionMax: 'validation.descriptionMax',
  tooShort: 'validation.tooShort',
  tooLong: 'validation.tooLong',
  mismatch: 'auth.register.mismatch',
  confirmRequired: 'auth.register.confirmRequired',
  termsRequired: 'validation.terms',
  // review rules (beyond spec)
  meetingDateInvalid: 'reviews.meetingDateInvalid',
  meetingDateInFuture: 'reviews.meetingDateInFuture',
  alreadyReviewedProfile: 'reviews.alreadyReviewedProfile',
  alreadyReviewedBusiness: 'reviews.alreadyReviewedBusiness',
  // settings (beyond spec)
  wrongCurrentPassword: 'editor.account.wrongCurrentPassword',
} as const;
