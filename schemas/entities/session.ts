import * as z from 'zod/mini';
import { meta } from '../compose';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { AdultAge, Email, Id, Name, RoleSchema, SafeUrl, Slug } from '../primitives';
import { BusinessType } from './business';
import { rule } from '../rules';

/** §3: the user session as stored after login. */
export const UserSession = meta(
  z.object({
    id: Id,
    name: Name,
    surname: z.nullable(z.string().check(z.maxLength(60))),
    email: Email,
    role: RoleSchema,
    main_image: z.nullable(SafeUrl),
    age: z.nullable(AdultAge),
    gender: z.nullable(z.string().check(z.maxLength(40))),
    token: z.optional(z.string().check(z.minLength(1))),
    profile_id: z.nullable(Id),
    business_id: z.nullable(Id),
    category_slug: z.nullable(Slug),
    business: z.nullable(z.object({ id: Id, category: BusinessType })),
  }),
  { id: 'UserSession' },
);
export type UserSession = z.infer<typeof UserSession>;

export const Password = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `fill in at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(PASSWORD_MAX_LENGTH),
  );

/** The repeated password of a form that sets one (registration, reset, change). */
export const PasswordConfirmation = z.string().check(z.minLength(1, 'Confirm your password'));
/** The check of such a form: password_confirmation is the same text as password. */
export const passwordsMatch = () =>
  z.refine<{ password: string; password_confirmation: string }>((r) => r.password === r.password_confirmation, {
    message: 'Passwords do not match',
    ...rule('x-password-confirmed'),
    path: ['password_confirmation'],
  });

export const LoginRequest = meta(
  z.strictObject({ email: Email, password: z.string().check(z.minLength(1, 'Required'), z.maxLength(PASSWORD_MAX_LENGTH)) }),
  { id: 'LoginRequest' },
);
export type LoginRequest = z.infer<typeof LoginRequest>;

/** §3: registration; the password must match its confirmation, which is required. */
export const RegistrationRequest = meta(
  z
    .strictObject({
      nickname: Name,
      email: Email,
      password: Password,
      password_confirmation: PasswordConfirmation,
      country_id: Id,
      newsletter: z.boolean(),
      terms: z.literal(true, 'You must accept the terms'),
      role: RoleSchema,
    })
    .check(passwordsMatch()),
  { id: 'RegistrationRequest' },
);
export type RegistrationRequest = z.infer<typeof RegistrationRequest>;

export const ForgotPasswordRequest = meta(z.strictObject({ email: Email }), { id: 'ForgotPasswordRequest' });
export const PasswordResetRequest = meta(
  z
    .strictObject({
      token: z.string().check(z.minLength(1), z.maxLength(255)),
      email: Email,
      password: Password,
      password_confirmation: PasswordConfirmation,
    })
    .check(passwordsMatch()),
  { id: 'PasswordResetRequest', description: 'Body inferred: the spec names the call only' },
);
export const VerifyEmailRequest = meta(z.strictObject({ token: z.string().check(z.minLength(1), z.maxLength(255)) }), {
  id: 'VerifyEmailRequest',
});
export const UserRef = z.object({ id: Id, name: Name });
