import { Controller } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { Country, Currency } from '@portal/sdk';
import { cx } from '../../internal/cx';
import { DialCodeSelect } from '../DialCodeSelect';
import { describedBy, FormField } from '../../internal/form-field';
import { fieldStyles } from '../internal/fieldStyles';
import { asId } from '../internal/options';
import { SelectField } from '../internal/SelectField';
import type { StepProps } from '../internal/stepProps';
import { useStepForm } from '../internal/useStepForm';
import styles from './ContactsStep.module.css';

export interface ContactsStepProps extends StepProps {
  /** The country and dial-code table. */
  countries: readonly Pick<Country, 'id' | 'title' | 'dial_code'>[];
  /** GET /api/currency. */
  currencies: readonly Currency[];
}

/** Step 6: phone and WhatsApp with their dial codes (+380 by default), Telegram and the currency. */
export function ContactsStep({ countries, currencies, ...props }: ContactsStepProps) {
  const { t } = useCachedTranslation();
  const { form, formId, handleSubmit, errorOf, id } = useStepForm('contacts', props);
  const { control, register } = form;

  const phone = (name: 'phone_number' | 'whatsapp_number', required: boolean) => {
    const legendId = `${id(name)}-legend`;
    const codeLabelId = `${id(name)}-code-label`;
    const telError = errorOf(`${name}.tel`);
    const codeError = errorOf(`${name}.code`);
    return (
      <fieldset className={cx(fieldStyles.fieldset, styles.phone)}>
        <legend id={legendId} className={fieldStyles.legend}>
          {t(`profile.fields.${name}`)}
          {required ? null : <span id={`${id(name)}-optional`} className={fieldStyles.hint}> ({t('common.optional')})</span>}
        </legend>
        <div className={styles.row}>
          <div className={fieldStyles.field}>
            <span id={codeLabelId} className={fieldStyles.label}>{t('profile.fields.code')}</span>
            <Controller
              name={`${name}.code`} control={control}
              render={({ field }) => (
                <DialCodeSelect
                  id={id(`${name}.code`)} value={field.value as string} onChange={field.onChange} onBlur={field.onBlur}
                  countries={countries} aria-labelledby={codeLabelId} aria-invalid={Boolean(codeError)}
                  aria-describedby={describedBy(id(`${name}.code`), undefined, codeError)}
                />
              )}
            />
          </div>
          <FormField id={id(`${name}.tel`)} label={t('editor.contacts.number')} error={telError ?? codeError} required={required} className={styles.tel}>
            {(aria) => (
              <input {...aria} {...register(`${name}.tel`)} type="tel" inputMode="tel" autoComplete={required ? 'tel-national' : 'off'} className={fieldStyles.control} />
            )}
          </FormField>
        </div>
      </fieldset>
    );
  };

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className={fieldStyles.grid}>
      <div className={fieldStyles.wide}>{phone('phone_number', true)}</div>
      <div className={fieldStyles.wide}>{phone('whatsapp_number', false)}</div>
      <FormField id={id('telegram_number')} label={t('profile.fields.telegram_number')} error={errorOf('telegram_number')} hint={t('common.optional')}>
        {(aria) => <input {...aria} {...register('telegram_number')} autoComplete="off" className={fieldStyles.control} />}
      </FormField>
      <SelectField
        id={id('currencies_id')} label={t('profile.fields.currencies')} required error={errorOf('currencies_id')}
        options={currencies.map((c) => ({ value: c.id, label: `${c.code} (${c.sign})` }))}
        {...register('currencies_id', { setValueAs: asId })}
      />
    </form>
  );
}
