import { useFieldArray } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { RATE_DURATIONS, rateDurationLabel } from '@portal/sdk';
import type { Currency, Rate } from '@portal/sdk';
import { Button } from '../../Button';
import { VisuallyHidden } from '../../VisuallyHidden';
import { FieldError, FormField } from '../../internal/form-field';
import { fieldStyles } from '../internal/fieldStyles';
import type { StepProps } from '../internal/stepProps';
import { useStepForm } from '../internal/useStepForm';
import styles from './RatesStep.module.css';

export interface RatesStepProps extends StepProps {
  /** The currency chosen in the contacts step, shown with the prices. */
  currency?: Pick<Currency, 'code' | 'sign'> | null;
}

const price = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** Step 7: rows of duration (15 min … 3 days) with incall and outcall (outcall includes taxi). */
export function RatesStep({ currency, ...props }: RatesStepProps) {
  const { t } = useCachedTranslation();
  const { form, formId, handleSubmit, errorOf, id } = useStepForm('rates', props);
  const { control, register, watch } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'rates' });
  const rows = (watch('rates') as Rate[] | undefined) ?? [];
  const unused = RATE_DURATIONS.filter((d) => !rows.some((r) => r.time === d));
  const durationText = (d: Rate['time']) => {
    const { key, count } = rateDurationLabel(d);
    return t(key, { count });
  };
  const unit = currency ? ` (${currency.code})` : '';

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className={styles.root}>
      {currency ? <p className={fieldStyles.hint}>{t('editor.rates.pricesIn', { currency: `${currency.code} ${currency.sign}` })}</p> : null}
      <ol className={styles.rows}>
        {fields.map((field, i) => (
          <li key={field.id}>
            <fieldset className={styles.row}>
              <legend>
                <VisuallyHidden>{t('editor.rates.row', { n: i + 1 })}</VisuallyHidden>
              </legend>
              <FormField id={id(`rates.${i}.time`)} label={t('editor.rates.duration')} error={errorOf(`rates.${i}.time`)}>
                {(aria) => (
                  <select {...aria} {...register(`rates.${i}.time`)} className={fieldStyles.control}>
                    {RATE_DURATIONS.map((d) => <option key={d} value={d}>{durationText(d)}</option>)}
                  </select>
                )}
              </FormField>
              <FormField id={id(`rates.${i}.incall`)} label={`${t('profile.rates.incall')}${unit}`} error={errorOf(`rates.${i}.incall`)}>
                {(aria) => (
                  <input {...aria} {...register(`rates.${i}.incall`, { setValueAs: price })} type="number" inputMode="decimal" min={0} className={fieldStyles.control} />
                )}
              </FormField>
              <FormField id={id(`rates.${i}.outcall`)} label={`${t('profile.rates.outcall')}${unit}`} error={errorOf(`rates.${i}.outcall`)}>
                {(aria) => (
                  <input {...aria} {...register(`rates.${i}.outcall`, { setValueAs: price })} type="number" inputMode="decimal" min={0} className={fieldStyles.control} />
                )}
              </FormField>
              <Button
                variant="ghost" size="small" className={styles.remove} onClick={() => remove(i)}
                aria-label={t('editor.rates.remove', { time: rows[i] ? durationText(rows[i].time) : i + 1 })}
              >
                <span aria-hidden="true">✕</span>
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <FieldError id={id('rates')} error={errorOf('rates')} />
      <Button
        variant="secondary" disabled={unused.length === 0} id={id('rates')} data-error-label={t('editor.steps.rates')}
        onClick={() => append({ time: unused[0] ?? RATE_DURATIONS[0], incall: null, outcall: null })}
      >
        {t('editor.rates.add')}
      </Button>
    </form>
  );
}
