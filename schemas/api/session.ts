import * as z from 'zod/mini';
import { meta } from '../compose';
import { HTTP, SHORT_TEXT_MAX_LENGTH, DESCRIPTION_MAX_LENGTH } from '../constants';
import {
  ForgotPasswordRequest,
  LoginRequest,
  PasswordResetRequest,
  RegistrationRequest,
  UserSession,
  VerifyEmailRequest,
} from '../entities/session';
import { Wallet } from '../entities/wallet';
import { LocaleQuery } from '../filters';
import { Email, Id, Name, SafeUrl } from '../primitives';
import { MessageResponse } from './errors';
import { dataOf } from './common';
import { defineOperation } from './operation';

const { unauthorized, unprocessable, badRequest } = HTTP;

export const AuthResponse = meta(
  z.object({
    data: z.object({
      token: z.optional(z.nullable(z.string().check(z.minLength(1)))),
      user: z.optional(z.nullable(UserSession)),
    }),
    message: z.optional(z.string()),
  }),
  { id: 'AuthResponse', description: 'A login or registration answered without a token is a failure' },
);
export type AuthResponse = z.infer<typeof AuthResponse>;

export const ContactFormRequest = meta(
  z.strictObject({
    name: Name,
    email: Email,
    subject: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(SHORT_TEXT_MAX_LENGTH)),
    message: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(DESCRIPTION_MAX_LENGTH)),
    page_url: meta(z.optional(SafeUrl), { description: 'The page a report is about' }),
    reason: z.optional(z.enum(['under_18', 'coercion', 'stolen_photos', 'fake_profile', 'other'])),
  }),
  { id: 'ContactFormRequest', description: 'Body inferred; also carries "report this profile" notices' },
);
export type ContactFormRequest = z.infer<typeof ContactFormRequest>;

export const sessionOperations = [
  defineOperation({
    id: 'setLocale',
    method: 'get',
    path: '/api/set-locale',
    tag: 'session',
    auth: 'optional',
    summary: 'Remember the preferred language',
    query: LocaleQuery,
    response: z.extend(MessageResponse, { locale: LocaleQuery.shape.locale }),
    errors: [unprocessable],
    inferred: 'response body',
  }),
  defineOperation({
    id: 'login',
    method: 'post',
    path: '/api/login',
    tag: 'session',
    auth: 'none',
    summary: 'Log in with email and password',
    body: LoginRequest,
    response: AuthResponse,
    errors: [unauthorized, unprocessable],
  }),
  defineOperation({
    id: 'register',
    method: 'post',
    path: '/api/user',
    tag: 'session',
    auth: 'none',
    summary: 'Register a member, model or business',
    body: RegistrationRequest,
    response: AuthResponse,
    errors: [unprocessable],
  }),
  defineOperation({
    id: 'forgotPassword',
    method: 'post',
    path: '/api/forgot-password',
    tag: 'session',
    auth: 'none',
    summary: 'Email a password reset link',
    body: ForgotPasswordRequest,
    response: MessageResponse,
    errors: [badRequest, unprocessable],
    outcome: { successMessage: 'resetLinkSent' },
  }),
  defineOperation({
    id: 'resetPassword',
    method: 'post',
    path: '/api/password-reset',
    tag: 'session',
    auth: 'none',
    summary: 'Set a new password with a reset token: every session of the account ends (its tokens answer 401)',
    body: PasswordResetRequest,
    response: MessageResponse,
    errors: [badRequest, unprocessable],
    outcome: { successMessage: 'passwordReset' },
    inferred: 'request body',
  }),
  defineOperation({
    id: 'logout',
    method: 'post',
    path: '/api/logout',
    tag: 'session',
    auth: 'required',
    summary: 'End this session on the server: the token sent answers 401 from now on (the client clears its own state whatever the answer)',
    response: MessageResponse,
    errors: [unauthorized],
    extra: true,
    inferred: 'the spec\'s logout clears the device only and names no call; a token that outlives its logout stays usable by whoever copied it',
  }),
  defineOperation({
    id: 'verifyEmail',
    method: 'post',
    path: '/api/verify-email',
    tag: 'session',
    auth: 'optional',
    summary: 'Verify an email address with its token',
    body: VerifyEmailRequest,
    response: MessageResponse,
    errors: [unauthorized, unprocessable],
    outcome: { successMessage: 'emailVerified' },
  }),
  defineOperation({
    id: 'sendContactForm',
    method: 'post',
    path: '/api/contact-form',
    tag: 'session',
    auth: 'optional',
    summary: 'Send the contact / feedback form or a report about a page',
    body: ContactFormRequest,
    response: MessageResponse,
    errors: [unauthorized, unprocessable],
    outcome: { successMessage: 'contactThanks', feedback: true },
    inferred: 'request body',
  }),
  defineOperation({
    id: 'getMyBalance',
    method: 'get',
    path: '/api/my-balance',
    tag: 'session',
    auth: 'required',
    summary: 'LoveCoins balance of the profile (or business) of the logged-in user',
    query: z.object({ profile_id: z.optional(Id), business_id: z.optional(Id) }),
    response: dataOf(Wallet),
    errors: [unauthorized],
  }),
  defineOperation({
    id: 'checkToken',
    method: 'get',
    path: '/api/token-check',
    tag: 'session',
    auth: 'required',
    summary: 'Check the stored token on start and return the current user',
    response: dataOf(UserSession),
    errors: [unauthorized],
    extra: true,
    inferred: 'the spec says a token check runs on start but not its path',
  }),
] as const;
