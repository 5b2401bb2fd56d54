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
  registrationFailed: 'auth.registrationFailed',
  wrongPassword: 'auth.wrongPassword',
  feedbackFailed: 'reviews.failed',
  likesClientsOnly: 'reviews.likesOnly',
  favoritesClientsOnly: 'reviews.favoritesOnly',
  reviewsUsersOnly: 'reviews.usersOnly',
  genericError: 'errors.genericError',
  sessionExpired: 'auth.sessionExpired',
  // validation
  required: 'validation.required',
  email: 'validation.email',
  url: 'validation.url',
  textMin: 'validation.textMin',
  descriptionMax: 'validation.descriptionMax',
  tooShort: 'validation.tooShort',
  tooLong: 'validation.tooLong',
  mismatch: 'auth.register.mismatch',
  confirmRequired: 'auth.register.confirmRequired',
  termsRequired: 'validation.terms',
} as const;
