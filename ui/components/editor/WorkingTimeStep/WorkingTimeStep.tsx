import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { WEEK_DAYS, WORKING_TIME_ALL_DAY, WORKING_TIME_HOURS } from '@portal/sdk';
import type { WorkingTime } from '@portal/sdk';
import { FormField } from '../../internal/form-field';
import { fieldStyles } from '../internal/fieldStyles';
import { asText } from '../internal/options';
import type { StepProps } from '../internal/stepProps';
import { useStepForm } from '../internal/useStepForm';
import styles from './WorkingTimeStep.module.css';

/** Step 8: each day from/to ('All day' or 00:00 … 24:00), or not available. */
export function WorkingTimeStep(props: StepProps) {
  const { t } = useCachedTranslation();
  const { form, formId, handleSubmit, errorOf, id } = useStepForm('workingTime', props);
  const { register, watch } = form;
  const time = (watch('time') as WorkingTime | undefined) ?? ({} as Partial<WorkingTime>);

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className={styles.days}>
      {WEEK_DAYS.map((day) => {
        const value = time[day];
        const off = value?.notAvailable ?? false;
        const allDay = value?.from === WORKING_TIME_ALL_DAY;
        return (
          <fieldset key={day} className={styles.day}>
            <legend className={fieldStyles.legend}>{t(`profile.days.${day}`)}</legend>
            <label className={fieldStyles.check}>
              <input type="checkbox" id={id(`time.${day}.notAvailable`)} {...register(`time.${day}.notAvailable`)} />
              {t('profile.notAvailable')}
            </label>
            {/* Hidden rather than disabled: a disabled registered field would drop its value. */}
            {off ? null : (
              <div className={styles.hours}>
                <FormField id={id(`time.${day}.from`)} label={t('editor.workingTime.from')} error={errorOf(`time.${day}.from`)} required>
                  {(aria) => (
                    <select {...aria} {...register(`time.${day}.from`, { setValueAs: asText })} className={fieldStyles.control}>
                      <option value="">{t('editor.choose')}</option>
                      <option value={WORKING_TIME_ALL_DAY}>{t('profile.allDay')}</option>
                      {WORKING_TIME_HOURS.map((h) => <option key={h} value={h}>{h}</option>)}
                    </select>
                  )}
                </FormField>
                {allDay ? null : (
                  <FormField id={id(`time.${day}.to`)} label={t('editor.workingTime.to')} error={errorOf(`time.${day}.to`)} required>
                    {(aria) => (
                      <select {...aria} {...register(`time.${day}.to`, { setValueAs: asText })} className={fieldStyles.control}>
                        <option value="">{t('editor.choose')}</option>
                        {WORKING_TIME_HOURS.map((h) => <option key={h} value={h}>{h}</option>)}
                      </select>
                    )}
                  </FormField>
                )}
              </div>
            )}
          </fieldset>
        );
      })}
    </form>
  );
}
