/**
 * §8: the exact texts the API answers with, compared by the client to tell success from failure.
 * The `en` catalog uses these same values, so each text is written once.
 */
export const API_MESSAGES = {
  reviewCreated: 'Review created successfully.',
  resetLinkSent: 'We have emailed your password reset link.',
  passwordReset: 'Your password has been reset.',
  emailVerified: 'Email verified successfully.',
  contactThanks: 'Thank you for your message!',
  emailTaken: 'This email is already taken',
  registrationFailed: 'Error registering user',
  wrongPassword: 'The password is not correct!',
  pageNotFound: 'Page Not Found',
  videoUploaded: 'Video uploaded successfully!',
  videoUploadFailed: 'Failed to upload video. Please try again.',
  genericError: 'An error occurred. Please try again.',
  feedbackFailed: 'Failed to leave feedback, please try again later',
  likesClientsOnly: 'Only registered clients can leave likes',
  favoritesClientsOnly: 'Adding to favorites is only available for registered clients',
  reviewsUsersOnly: 'The ability to leave reviews is available only to registered users',
  noProfiles: 'No profiles matching your criteria were found',
  paymentUnavailable:
    'Online payment is temporarily unavailable. Specialists will contact the user to confirm and give payment details',
} as const;
