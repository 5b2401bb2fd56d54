import { API_MESSAGES } from '../../schemas';
import type { OperationId } from '../../schemas';

/**
 * Texts the mock answers with that the spec does not fix (the spec's own texts stay in
 * API_MESSAGES). Laravel-like wording, since the real API speaks that way.
 */
export const MOCK_MESSAGES = {
  unauthenticated: 'Unauthenticated.',
  tokenExpired: 'Your session has expired. Please log in again.',
  forbidden: 'This action is unauthorized.',
  invalid: 'The given data was invalid.',
  invalidJson: 'The request body is not valid JSON.',
  forbiddenKey: 'The request body has a forbidden key (__proto__).',
  invalidOption: 'The selected value is invalid.',
  invalidResetToken: 'This password reset token is invalid.',
  invalidVerifyToken: 'This verification link is invalid or has expired.',
  localeSet: 'Locale saved.',
  loggedOut: 'Logged out.',
  saved: 'Saved.',
  replySaved: 'Reply saved.',
  verificationRequested: 'Your verification request has been sent. We will contact you shortly.',
  coinsPurchased: 'LoveCoins added to your balance.',
  checkoutStarted: 'Continue on the payment page.',
  packageActivated: 'Your package is now active.',
  notEnoughCoins: 'Not enough LoveCoins on the balance.',
  needsProfile: 'Create your profile first.',
  requestIdUsed: 'The request id has already been used.',
  requestIdOtherBody: 'The request id has already been used for a different request.',
  questionnaireIncomplete: 'Complete the questionnaire first.',
  noSuchImage: 'The image does not belong to this page.',
  staleImageOrder: 'The order must list every image of the page once.',
  serverError: 'Server Error',
  methodNotAllowed: 'The method is not supported for this route.',
  tooManyRequests: 'Too Many Attempts.',
  unavailable: 'Service Unavailable',
} as const;

/** §8: the restricted-action texts are the 401/403 answers of like, favourite and review. */
export const RESTRICTED_MESSAGES: Partial<Record<OperationId, string>> = {
  likeProfile: API_MESSAGES.likesClientsOnly,
  likeBusiness: API_MESSAGES.likesClientsOnly,
  favoriteProfile: API_MESSAGES.favoritesClientsOnly,
  favoriteBusiness: API_MESSAGES.favoritesClientsOnly,
  createProfileReview: API_MESSAGES.reviewsUsersOnly,
  createBusinessReview: API_MESSAGES.reviewsUsersOnly,
};
