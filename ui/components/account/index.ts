/** Account, session and interaction components (login, registration, feedback, likes, reviews). */
export * from './LoginForm';
export * from './WrongPasswordPopup';
export * from './RegistrationErrorPopup';
export * from './RegistrationForm';
export * from './ForgotPasswordForm';
export * from './ResetPasswordForm';
export * from './EmailVerifyStatus';
export * from './ContactForm';
export * from './ReportForm';
export * from './ReportButton';
export * from './RestrictionNotice';
export * from './LikeButton';
export * from './FavoriteButton';
export * from './ReviewForm';
export * from './ReplyForm';
export * from './SessionExpiredNotice';
export * from './LogoutButton';
