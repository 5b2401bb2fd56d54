import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { Availability } from '@portal/sdk/schemas';
import { WEEK_DAYS, WORKING_TIME_ALL_DAY, WORKING_TIME_HOURS } from '@portal/sdk';
import { Button } from '../../Button';
import { fieldStyles } from '../../account/internal/fields';
import { FormAlert } from '../../account/internal/FormAlert';
import { translateFieldError } from '../../account/internal/messages';
import { useSubmission } from '../../account/internal/useSubmission';
import styles from './AvailabilityEditor.module.css';

export interface AvailabilityEditorProps {
  /** What is saved now (the profile's working time and days off). */
  value: Availability;
  /** `client.calendar.update(profileId, values)`. */
  onSubmit: (values: Availability) => Promise<unknown>;
  /** The earliest day off that can be added (today): past days are of no use to visitors. */
  minDate?: string;
}

const asHour = (v: string) => (v === '' ? null : v);

/**
 * The calendar tab: per weekday a start and an end ('All day' or hourly, §3) or "not available",
 * and a list of single days off. Nothing typed is lost when a save fails.
 */
export function AvailabilityEditor({ value, onSubmit, minDate }: AvailabilityEditorProps) {
  const { t } = useCachedTranslation();
  const [newDay, setNewDay] = useState('');
  const { register, handleSubmit, setError, control, setValue, formState: { errors, isSubmitting } } = useForm<Availability>({
    resolver: zodResolver(Availability), defaultValues: value,
  });
  const { status, run } = useSubmission({ t, fields: ['days_off'], setError });
  const week = useWatch({ control, name: 'working_time' });
  const daysOff = useWatch({ control, name: 'days_off' });

  const addDay = () => {
    if (!newDay || daysOff.includes(newDay)) return;
    setValue('days_off', [...daysOff, newDay].sort(), { shouldDirty: true });
    setNewDay('');
  };
  const submit = handleSubmit((values) => run(async () => {
    await onSubmit(values);
    return t('editor.account.calendar.saved');
  }));

  return (
    <form className={styles.form} method="post" onSubmit={submit} noValidate aria-busy={isSubmitting || undefined}>
      {status.kind === 'idle' ? null : <FormAlert tone={status.kind}>{status.message}</FormAlert>}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('editor.account.calendar.weekly')}</legend>
        {WEEK_DAYS.map((day) => {
          const off = week[day].notAvailable;
          const dayName = t(`profile.days.${day}`);
          const error = translateFieldError(t, errors.working_time?.[day]?.from ?? errors.working_time?.[day]?.to);
          return (
            <div key={day} className={styles.row} role="group" aria-label={dayName}>
              <span className={styles.dayName} aria-hidden="true">{dayName}</span>
              <label className={styles.check}>
                <input type="checkbox" {...register(`working_time.${day}.notAvailable`)} />
                {t('profile.notAvailable')}
              </label>
              {off ? null : (
                <>
                  <label className={styles.hour}>
                    <span>{t('editor.workingTime.from')}</span>
                    <select className={fieldStyles.control} aria-invalid={error ? true : undefined} {...register(`working_time.${day}.from`, { setValueAs: asHour })}>
                      <option value="">{t('editor.choose')}</option>
                      <option value={WORKING_TIME_ALL_DAY}>{t('profile.allDay')}</option>
                      {WORKING_TIME_HOURS.map((h) => <option key={h} value={h}>{h}</option>)}
                    </select>
                  </label>
                  {week[day].from === WORKING_TIME_ALL_DAY ? null : (
                    <label className={styles.hour}>
                      <span>{t('editor.workingTime.to')}</span>
                      <select className={fieldStyles.control} aria-invalid={error ? true : undefined} {...register(`working_time.${day}.to`, { setValueAs: asHour })}>
                        <option value="">{t('editor.choose')}</option>
                        {WORKING_TIME_HOURS.map((h) => <option key={h} value={h}>{h}</option>)}
                      </select>
                    </label>
                  )}
                </>
              )}
              {error ? <p className={styles.error}>{error}</p> : null}
            </div>
          );
        })}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('editor.account.calendar.daysOff')}</legend>
        {daysOff.length === 0 ? <p className={styles.muted}>{t('editor.account.calendar.noDaysOff')}</p> : (
          <ul className={styles.days}>
            {daysOff.map((date) => (
              <li key={date} className={styles.dayOff}>
                <time dateTime={date}>{date}</time>
                <Button
                  variant="link" size="small" aria-label={t('editor.account.calendar.removeDayOff', { date })}
                  onClick={() => setValue('days_off', daysOff.filter((d) => d !== date), { shouldDirty: true })}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.add}>
          <label className={styles.hour}>
            <span>{t('editor.account.calendar.dayOff')}</span>
            <input type="date" className={fieldStyles.control} value={newDay} min={minDate} onChange={(e) => setNewDay(e.target.value)} />
          </label>
          <Button variant="secondary" onClick={addDay} disabled={!newDay}>{t('editor.account.calendar.addDayOff')}</Button>
        </div>
        {errors.days_off ? <p className={styles.error}>{translateFieldError(t, errors.days_off)}</p> : null}
      </fieldset>
      <div>
        <Button type="submit" disabled={isSubmitting}>{t('editor.account.calendar.submit')}</Button>
      </div>
    </form>
  );
}
