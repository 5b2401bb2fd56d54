import * as z from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { AdultAge, Email, Id, Name, RoleSchema, SafeUrl, Slug } from '../primitives';
import { BusinessType } from './business';
import { rule } from '../rules';

/** §3: the user session as stored after login. */
export const UserSession = z
  .object({
    id: Id,
    name: Name,
    surname: z.string().max(60).nullable(),
    email: Email,
    role: RoleSchema,
    main_image: SafeUrl.nullable(),
    age: AdultAge.nullable(),
    gender: z.string().max(40).nullable(),
    token: z.string().min(1).optional(),
    profile_id: Id.nullable(),
    business_id: Id.nullable(),
    category_slug: Slug.nullable(),
    business: z.object({ id: Id, category: BusinessType }).nullable(),
  })
  .meta({ id: 'UserSession' });
export type UserSession = z.infer<typeof UserSession>;

export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `fill in at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH);

export const LoginRequest = z
  .object({ email: Email, password: z.string().min(1, 'Required').max(PASSWORD_MAX_LENGTH) })
  .strict()
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequest>;

/** §3: registration; the password must match its confirmation, which is required. */
export const RegistrationRequest = z
  .object({
    nickname: Name,
    email: Email,
    password: Password,
    password_confirmation: z.string().min(1, 'Confirm your password'),
    country_id: Id,
    newsletter: z.boolean(),
    terms: z.literal(true, 'You must accept the terms'),
    role: RoleSchema,
  })
  .strict()
  .refine((r) => r.password === r.password_confirmation, {
    message: 'Passwords do not match', ...rule('x-password-confirmed'),
    path: ['password_confirmation'],
  })
  .meta({ id: 'RegistrationRequest' });
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;

export const ForgotPasswordRequest = z.object({ email: Email }).strict().meta({ id: 'ForgotPasswordRequest' });
export const PasswordResetRequest = z
  .object({ token: z.string().min(1).max(255), email: Email, password: Password, password_confirmation: z.string().min(1, 'Confirm your password') })
  .strict()
  .refine((r) => r.password === r.password_confirmation, { message: 'Passwords do not match', ...rule('x-password-confirmed'), path: ['password_confirmation'] })
  .meta({ id: 'PasswordResetRequest', description: 'Body inferred: the spec names the call only' });
export const VerifyEmailRequest = z.object({ token: z.string().min(1).max(255) }).strict().meta({ id: 'VerifyEmailRequest' });
export const UserRef = z.object({ id: Id, name: Name });
