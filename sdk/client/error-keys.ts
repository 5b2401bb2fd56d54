/**
 * Catalog keys the errors point at. The §8 texts use the keys the catalogs already hold for them
 * (`auth.wrongPassword`, `payments.unavailable`...); transport-level failures use `errors.*`.
 */
export const ERROR_I18N_KEYS = {
  network: 'errors.network',
  aborted: 'errors.aborted',
  timeout: 'errors.timeout',
  malformedResponse: 'errors.malformedResponse',
  schemaMismatch: 'errors.schemaMismatch',
  unexpectedMessage: 'errors.unexpectedMessage',
  badRequest: 'errors.badRequest',
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  validation: 'errors.validation',
  tooManyRequests: 'errors.tooManyRequests',
  server: 'errors.server',
  generic: 'errors.generic',
  notFound: 'pages.notFound.title',
  wrongPassword: 'auth.wrongPassword',
  registrationFailed: 'auth.registrationFailed',
  paymentUnavailable: 'payments.unavailable',
  insufficientBalance: 'payments.insufficient',
  quoteChanged: 'payments.quoteChanged',
  notPromotable: 'payments.notPromotable',
  videoUploadFailed: 'stories.failed',
  videoUploadError: 'stories.error',
  feedbackFailed: 'reviews.failed',
  likesClientsOnly: 'reviews.likesOnly',
  favoritesClientsOnly: 'reviews.favoritesOnly',
  reviewsUsersOnly: 'reviews.usersOnly',
} as const;
export type ErrorI18nKey = (typeof ERROR_I18N_KEYS)[keyof typeof ERROR_I18N_KEYS];
