import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { z } from 'zod/mini';
import type { Role } from '@portal/sdk';
import { RegistrationRequest } from '@portal/sdk/schemas';
import { Button } from '../../Button';
import { AppLink } from '../../LinkProvider';
import { cx } from '../../internal/cx';
import { CheckboxField, SelectField, TextField, fieldStyles } from '../internal/fields';
import { FormAlert } from '../internal/FormAlert';
import { translateFieldError } from '../internal/messages';
import { useSubmission } from '../internal/useSubmission';

type RegistrationInput = z.input<typeof RegistrationRequest>;

/** The fields the form shows; a server message for any other field goes to the alert and the popup. */
const FIELDS = ['nickname', 'email', 'password', 'password_confirmation', 'country_id', 'newsletter', 'terms'] as const;

/** §2: /registration/client, /model and /business, one per role. */
export const REGISTRATION_AUDIENCE: Readonly<Record<Role, 'client' | 'model' | 'business'>> = {
  MEMBER: 'client',
  INDIVIDUAL: 'model',
  BUSSINESS: 'business',
};

export interface CountryOption {
  id: number;
  title: string;
}

export interface RegistrationFormProps {
  /** Who signs up: MEMBER (client), INDIVIDUAL (model) or BUSSINESS (business). Sent as `role`. */
  role: Role;
  countries: readonly CountryOption[];
  termsHref: string;
  loginHref?: string;
  /** Registers (`client.session.register`); rejects with a RegistrationError or ApiError. */
  onSubmit: (values: RegistrationRequest) => Promise<unknown>;
  /** §8: opens the app's registration-error popup with the failure. */
  onRegistrationError?: (error: unknown) => void;
  /**
   * The form's own heading ("Sign up as a client"); false under a page heading that says it
   * already (the sign-up page showed it twice).
   */
  heading?: boolean;
  className?: string;
}

/** §3 registration: nickname, email, password twice, country, newsletter and the terms. */
export function RegistrationForm({
  role, countries, termsHref, loginHref, onSubmit, onRegistrationError, heading = true, className,
}: RegistrationFormProps) {
  const { t } = useCachedTranslation();
  const audience = REGISTRATION_AUDIENCE[role];
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<RegistrationInput, unknown, RegistrationRequest>({
    // The strict schema validates exactly what is sent: `role` comes from the prop (a default
    // value, not an input), and nothing a page script adds to the DOM reaches the request.
    resolver: zodResolver(RegistrationRequest),
    defaultValues: {
      nickname: '', email: '', password: '', password_confirmation: '', newsletter: false, role,
    } as RegistrationInput,
  });
  const { status, run } = useSubmission({
    t, fields: FIELDS, setError,
    onError: (error) => {
      onRegistrationError?.(error);
      return false; // The per-field messages and the alert are shown as well.
    },
  });

  const submit = handleSubmit((values) => run(async () => {
    await onSubmit({ ...values, role });
  }));
  const error = (name: (typeof FIELDS)[number]) => translateFieldError(t, errors[name]);

  return (
    <form className={cx(fieldStyles.form, className)} method="post" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      {heading ? <h2>{t(`auth.register.${audience}`)}</h2> : null}
      {status.kind === 'error' ? <FormAlert tone="error">{status.message}</FormAlert> : null}
      <TextField label={t('auth.register.nickname')} autoComplete="nickname" error={error('nickname')} {...register('nickname')} />
      <TextField
        label={t('auth.register.email')} type="email" autoComplete="email" inputMode="email"
        error={error('email')} {...register('email')}
      />
      <TextField
        label={t('auth.register.password')} type="password" autoComplete="new-password"
        error={error('password')} {...register('password')}
      />
      <TextField
        label={t('auth.register.confirmPassword')} type="password" autoComplete="new-password"
        error={error('password_confirmation')} {...register('password_confirmation')}
      />
      <SelectField
        label={t('auth.register.country')}
        placeholder="—"
        options={countries.map((c) => ({ value: String(c.id), label: c.title }))}
        error={error('country_id')}
        {...register('country_id', { setValueAs: (v: unknown) => (v === '' || v == null ? undefined : Number(v)) })}
      />
      <CheckboxField label={t('auth.register.newsletter')} error={error('newsletter')} {...register('newsletter')} />
      <CheckboxField
        label={<>{t('auth.register.terms')} (<AppLink href={termsHref} className={fieldStyles.link}>{t('footer.terms')}</AppLink>)</>}
        error={error('terms')}
        {...register('terms')}
      />
      <div className={fieldStyles.actions}>
        <Button type="submit" disabled={isSubmitting}>{t('auth.register.submit')}</Button>
      </div>
      {loginHref ? (
        <p>
          {t('auth.register.haveAccount')} <AppLink href={loginHref} className={fieldStyles.link}>{t('nav.login')}</AppLink>
        </p>
      ) : null}
    </form>
  );
}
