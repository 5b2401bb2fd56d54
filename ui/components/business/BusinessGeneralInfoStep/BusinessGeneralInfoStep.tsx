import { Controller } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { Country, CountryWithCities, Currency, Option } from '@portal/sdk';
import { businessValidityFlags, flagsOfStep } from '../../features/business';
import type { BusinessValues } from '../../features/business';
import { DialCodeSelect } from '../../editor/DialCodeSelect';
import { describedBy, FormField } from '../../internal/form-field';
import { fieldStyles } from '../../editor/internal/fieldStyles';
import { MultiCheck } from '../../editor/internal/MultiCheck';
import { asId, cityOptions, toOptions } from '../../editor/internal/options';
import { SelectField } from '../../editor/internal/SelectField';
import { cx } from '../../internal/cx';
import { BK } from '../internal/keys';
import type { BusinessStepProps } from '../internal/stepProps';
import { useBusinessStepForm } from '../internal/useBusinessStepForm';
import { ValidityFlags } from '../ValidityFlags';
import styles from './BusinessGeneralInfoStep.module.css';

export interface BusinessGeneralInfoStepProps extends BusinessStepProps {
  /** GET /api/country-city-widget. */
  countries: readonly CountryWithCities[];
  /** The dial-code table; defaults to `countries`. */
  dialCodes?: readonly Pick<Country, 'id' | 'title' | 'dial_code'>[];
  /** GET /api/currency, /api/payments-types, /api/parking-types. */
  currencies: readonly Currency[];
  paymentTypes: readonly Option[];
  parkingTypes: readonly Option[];
}

const P = 'general_info';

/**
 * Step 2, §3 general_info: phone with its dial code, country, city, address, currency, payment
 * and parking types, and "apply to all" the business's model profiles. The §5 validity flags of
 * these fields (parking, payment types, currency, country, city, phone) follow the typing live.
 */
export function BusinessGeneralInfoStep({ countries, dialCodes, currencies, paymentTypes, parkingTypes, ...props }: BusinessGeneralInfoStepProps) {
  const { t } = useCachedTranslation();
  const { form, formId, handleSubmit, errorOf, id } = useBusinessStepForm('generalInfo', props);
  const { control, register, setValue, watch } = form;
  const info = watch(P) as BusinessValues['general_info'] | undefined;
  const flags = businessValidityFlags({ ...props.values, general_info: info ?? props.values.general_info });
  const codeLabelId = `${id(`${P}.phone_number.code`)}-label`;
  const codeError = errorOf(`${P}.phone_number.code`);
  const telError = errorOf(`${P}.phone_number.tel`);

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className={fieldStyles.grid}>
      <ValidityFlags flags={flags} only={flagsOfStep('generalInfo')} className={fieldStyles.wide} />
      <fieldset className={cx(fieldStyles.fieldset, fieldStyles.wide)}>
        <legend className={fieldStyles.legend}>{t(BK.phone)}</legend>
        <div className={styles.phone}>
          <div className={fieldStyles.field}>
            <span id={codeLabelId} className={fieldStyles.label}>{t('profile.fields.code')}</span>
            <Controller
              name={`${P}.phone_number.code`} control={control}
              render={({ field }) => (
                <DialCodeSelect
                  id={id(`${P}.phone_number.code`)} value={field.value as string} onChange={field.onChange} onBlur={field.onBlur}
                  countries={dialCodes ?? countries} aria-labelledby={codeLabelId} aria-invalid={Boolean(codeError)}
                  aria-describedby={describedBy(id(`${P}.phone_number.code`), undefined, codeError)}
                />
              )}
            />
          </div>
          <FormField id={id(`${P}.phone_number.tel`)} label={t('editor.contacts.number')} error={telError ?? codeError} required className={styles.tel}>
            {(aria) => <input {...aria} {...register(`${P}.phone_number.tel`)} type="tel" inputMode="tel" autoComplete="tel-national" className={fieldStyles.control} />}
          </FormField>
        </div>
      </fieldset>
      <SelectField
        id={id(`${P}.country_id`)} label={t(BK.country)} required error={errorOf(`${P}.country_id`)}
        options={countries.map((c) => ({ value: c.id, label: c.title }))}
        {...register(`${P}.country_id`, {
          setValueAs: asId,
          // A city belongs to its country: a new country empties the city.
          onChange: () => setValue(`${P}.city_id`, null),
        })}
      />
      <SelectField
        id={id(`${P}.city_id`)} label={t(BK.city)} required error={errorOf(`${P}.city_id`)}
        options={cityOptions(countries, info?.country_id)} disabled={!info?.country_id}
        {...register(`${P}.city_id`, { setValueAs: asId })}
      />
      <FormField id={id(`${P}.address`)} label={t(BK.address)} error={errorOf(`${P}.address`)} required>
        {(aria) => <input {...aria} {...register(`${P}.address`)} autoComplete="street-address" className={fieldStyles.control} />}
      </FormField>
      <SelectField
        id={id(`${P}.currency_id`)} label={t(BK.currency)} required error={errorOf(`${P}.currency_id`)}
        options={currencies.map((c) => ({ value: c.id, label: `${c.code} (${c.sign})` }))}
        {...register(`${P}.currency_id`, { setValueAs: asId })}
      />
      {(['payment_types', 'parking_types'] as const).map((name) => (
        <Controller
          key={name} name={`${P}.${name}`} control={control}
          render={({ field }) => (
            <MultiCheck
              id={id(`${P}.${name}`)} legend={t(name === 'payment_types' ? BK.paymentTypes : BK.parkingTypes)}
              options={toOptions(name === 'payment_types' ? paymentTypes : parkingTypes)} value={(field.value as number[]) ?? []}
              onChange={field.onChange} onBlur={field.onBlur} error={errorOf(`${P}.${name}`)}
            />
          )}
        />
      ))}
      <label className={cx(fieldStyles.check, fieldStyles.wide)}>
        <input type="checkbox" id={id(`${P}.apply_to_all`)} {...register(`${P}.apply_to_all`)} />
        {t(BK.applyToAll)}
      </label>
    </form>
  );
}
