import { API_MESSAGES } from '../../../../schemas/constants';
import type { CatalogShape } from '../../catalog-shape';

/**
 * Logging in, signing up, the forgotten and reset password forms, the email check and the account
 * roles (mounted at `auth`, beside the main catalog's `auth` texts). Only the login, sign-up,
 * password and email-verify pages and the members' account pages show them; their routes declare
 * the section, so its loader adds it on the server and on client navigations, and the browser loads
 * it with the page before it hydrates. The main catalog keeps `auth.sessionExpired` and
 * `auth.accountDeleted`: the shell's session notice may show them on any page.
 */
const auth = {
  login: {
    title: 'Log in',
    email: 'Email',
    password: 'Password',
    remember: 'Remember me',
    forgot: 'Forgot your password?',
    submit: 'Log in',
    noAccount: 'No account yet?',
  },
  wrongPassword: API_MESSAGES.wrongPassword,
  register: {
    client: 'Sign up as a client',
    model: 'Sign up as a model',
    business: 'Sign up as a business',
    nickname: 'Nickname',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Repeat password',
    country: 'Country',
    newsletter: 'Send me news and offers by email',
    terms: 'I am 18 or older and accept the terms and conditions',
    submit: 'Create account',
    mismatch: 'Passwords do not match',
    confirmRequired: 'Confirm your password',
    haveAccount: 'Already have an account?',
    audience: 'Account type',
    audienceClient: 'Client',
    audienceModel: 'Model',
    audienceBusiness: 'Business',
  },
  registrationFailed: API_MESSAGES.registrationFailed,
  emailTaken: API_MESSAGES.emailTaken,
  forgot: {
    title: 'Reset your password',
    hint: 'We will email you a link to reset your password.',
    submit: 'Send link',
    sent: 'If an account uses this address, we have emailed your password reset link.',
  },
  resetLinkSent: API_MESSAGES.resetLinkSent,
  reset: {
    title: 'Choose a new password',
    submit: 'Save password',
    missingToken: 'This page needs the link from your password reset email, and that link is missing or incomplete.',
    requestNew: 'Request a new link',
  },
  passwordReset: API_MESSAGES.passwordReset,
  emailVerified: API_MESSAGES.emailVerified,
  verify: { verifying: 'Verifying your email…', unauthorized: 'This link has expired. Please log in and try again.', failed: 'Your email could not be verified.' },
  roles: { MEMBER: 'Client', INDIVIDUAL: 'Model', BUSSINESS: 'Business' },
};

export type AuthCatalog = CatalogShape<typeof auth>;

export default auth satisfies AuthCatalog;
