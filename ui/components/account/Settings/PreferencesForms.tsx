import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import * as z from 'zod/mini';
import { AccountSettingsUpdate, NotificationPreferences } from '@portal/sdk/schemas';
import { LOCALES } from '@portal/sdk';
import type { Locale } from '@portal/sdk';
import { Button } from '../../Button';
import { CheckboxField, SelectField, fieldStyles } from '../internal/fields';
import { FormAlert } from '../internal/FormAlert';
import { useSubmission } from '../internal/useSubmission';
import { SettingsSection } from './SettingsSection';

const NotificationsValues = z.object({ notifications: NotificationPreferences });
type Notifications = z.infer<typeof NotificationsValues>;

export interface NotificationsFormProps {
  value: NotificationPreferences;
  /** `client.settings.update({ notifications })`. */
  onSubmit: (value: NotificationPreferences) => Promise<unknown>;
}

/** Settings: which notifications the account gets (new models, replies to reviews). */
export function NotificationsForm({ value, onSubmit }: NotificationsFormProps) {
  const { t } = useCachedTranslation();
  const { register, handleSubmit, setError, reset, formState: { isSubmitting, isDirty } } = useForm<Notifications>({
    resolver: zodResolver(NotificationsValues), defaultValues: { notifications: value },
  });
  // A reload of the settings shows what the server holds, unless the user is changing it.
  useEffect(() => {
    if (!isDirty) reset({ notifications: value });
  }, [value, isDirty, reset]);
  const { status, run } = useSubmission({ t, fields: [], setError });
  const submit = handleSubmit((values) => run(async () => {
    await onSubmit(values.notifications);
    reset(values);
    return t('editor.account.saved');
  }));
  return (
    <SettingsSection title={t('editor.account.notifications.title')}>
      <form className={fieldStyles.form} method="post" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
        {status.kind === 'idle' ? null : <FormAlert tone={status.kind}>{status.message}</FormAlert>}
        <CheckboxField label={t('editor.account.notifications.newModels')} {...register('notifications.new_models')} />
        <CheckboxField label={t('editor.account.notifications.reviewReplies')} {...register('notifications.review_replies')} />
        <div className={fieldStyles.actions}>
          <Button type="submit" disabled={isSubmitting}>{t('editor.account.notifications.submit')}</Button>
        </div>
      </form>
    </SettingsSection>
  );
}

const LanguageValues = z.required(z.pick(AccountSettingsUpdate, { locale: true }));
type LanguageInput = z.input<typeof LanguageValues>;

export interface LanguageFormProps {
  /** The chosen language; null follows the site's. */
  value: Locale | null;
  /** Each language in its own words (the site's language picker names). */
  names: Readonly<Record<Locale, string>>;
  /** `client.settings.update({ locale })`. */
  onSubmit: (locale: Locale | null) => Promise<unknown>;
}

/** Settings: the language the account's e-mails are written in. */
export function LanguageForm({ value, names, onSubmit }: LanguageFormProps) {
  const { t } = useCachedTranslation();
  const { register, handleSubmit, setError, reset, formState: { isSubmitting, isDirty } } = useForm<LanguageInput>({
    resolver: zodResolver(LanguageValues), defaultValues: { locale: value },
  });
  useEffect(() => {
    if (!isDirty) reset({ locale: value });
  }, [value, isDirty, reset]);
  const { status, run } = useSubmission({ t, fields: ['locale'], setError });
  const submit = handleSubmit((values) => run(async () => {
    await onSubmit(values.locale ?? null);
    reset(values);
    return t('editor.account.saved');
  }));
  return (
    <SettingsSection title={t('editor.account.language.title')}>
      <form className={fieldStyles.form} method="post" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
        {status.kind === 'idle' ? null : <FormAlert tone={status.kind}>{status.message}</FormAlert>}
        <SelectField
          label={t('editor.account.language.label')} placeholder={t('editor.account.language.browser')}
          options={LOCALES.map((l) => ({ value: l, label: names[l] }))}
          {...register('locale', { setValueAs: (v: string | null) => (v ? v : null) })}
        />
        <div className={fieldStyles.actions}>
          <Button type="submit" disabled={isSubmitting}>{t('editor.account.language.submit')}</Button>
        </div>
      </form>
    </SettingsSection>
  );
}
