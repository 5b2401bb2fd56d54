/**
 * §8 texts that pages show from their first script (the listing's empty message, the 404's title,
 * the guests' restrictions...), one constant each: a bundle that reads a few carries only those,
 * where reading one of API_MESSAGES would carry the whole table (a site's shell, 0.5 kB gzip).
 */
export const NO_PROFILES_MESSAGE = 'No profiles matching your criteria were found';
export const REVIEW_CREATED_MESSAGE = 'Review created successfully.';
export const FEEDBACK_FAILED_MESSAGE = 'Failed to leave feedback, please try again later';
export const REVIEWS_USERS_ONLY_MESSAGE = 'The ability to leave reviews is available only to registered users';
export const LIKES_CLIENTS_ONLY_MESSAGE = 'Only registered clients can leave likes';
export const FAVORITES_CLIENTS_ONLY_MESSAGE = 'Adding to favorites is only available for registered clients';
export const GENERIC_ERROR_MESSAGE = 'An error occurred. Please try again.';
export const PAYMENT_UNAVAILABLE_MESSAGE = 'Online payment is temporarily unavailable. Specialists will contact the user to confirm and give payment details';
export const PAGE_NOT_FOUND_MESSAGE = 'Page Not Found';

/**
 * §8: the exact texts the API answers with, compared by the client to tell success from failure.
 * The `en` catalog uses these same values, so each text is written once.
 */
export const API_MESSAGES = {
  reviewCreated: REVIEW_CREATED_MESSAGE,
  resetLinkSent: 'We have emailed your password reset link.',
  passwordReset: 'Your password has been reset.',
  emailVerified: 'Email verified successfully.',
  contactThanks: 'Thank you for your message!',
  emailTaken: 'This email is already taken',
  registrationFailed: 'Error registering user',
  wrongPassword: 'The password is not correct!',
  pageNotFound: PAGE_NOT_FOUND_MESSAGE,
  videoUploaded: 'Video uploaded successfully!',
  videoUploadFailed: 'Failed to upload video. Please try again.',
  genericError: GENERIC_ERROR_MESSAGE,
  feedbackFailed: FEEDBACK_FAILED_MESSAGE,
  likesClientsOnly: LIKES_CLIENTS_ONLY_MESSAGE,
  favoritesClientsOnly: FAVORITES_CLIENTS_ONLY_MESSAGE,
  reviewsUsersOnly: REVIEWS_USERS_ONLY_MESSAGE,
  noProfiles: NO_PROFILES_MESSAGE,
  paymentUnavailable: PAYMENT_UNAVAILABLE_MESSAGE,
} as const;
