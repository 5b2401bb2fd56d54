import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { NAME_MAX_LENGTH } from '@portal/sdk';
import type { CountryWithCities, IndividualData } from '@portal/sdk';
import { CountedInput } from '../internal/CountedText';
import { FormField } from '../../internal/form-field';
import { fieldStyles } from '../internal/fieldStyles';
import { adultAges, asId, asText, categoryOptions, cityOptions, toOptions } from '../internal/options';
import { SelectField } from '../internal/SelectField';
import type { StepProps } from '../internal/stepProps';
import { useStepForm } from '../internal/useStepForm';

export interface GeneralInfoStepProps extends StepProps {
  /** GET /api/all-individual-data. */
  data: IndividualData;
  /** GET /api/country-city-widget. */
  countries: readonly CountryWithCities[];
}

/** Step 1: name, gender, orientation, age (18+ only), nationality, ethnicity, category, country, city. */
export function GeneralInfoStep({ data, countries, ...props }: GeneralInfoStepProps) {
  const { t } = useCachedTranslation();
  const { form, formId, handleSubmit, errorOf, id } = useStepForm('general', props);
  const { register, setValue, watch } = form;
  const country = watch('country_id') as number | null;
  const name = (watch('name') as string | null) ?? '';
  const select = (name: 'gender_id' | 'orientation_id' | 'age_id' | 'nationality_id' | 'ethnicity_id' | 'city_id') =>
    register(name, { setValueAs: asId });

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className={fieldStyles.grid}>
      <FormField id={id('name')} label={t('profile.fields.name')} error={errorOf('name')} required>
        {(aria) => (
          <CountedInput
            aria={aria} length={name.length} max={NAME_MAX_LENGTH} autoComplete="nickname" registration={register('name')}
          />
        )}
      </FormField>
      <SelectField id={id('gender_id')} label={t('profile.fields.gender')} options={toOptions(data.genders)} error={errorOf('gender_id')} required {...select('gender_id')} />
      <SelectField id={id('orientation_id')} label={t('profile.fields.orientation')} options={toOptions(data.orientations)} error={errorOf('orientation_id')} required {...select('orientation_id')} />
      <SelectField id={id('age_id')} label={t('profile.fields.age')} options={adultAges(data.ages)} error={errorOf('age_id')} required {...select('age_id')} />
      <SelectField id={id('nationality_id')} label={t('profile.fields.nationality')} options={toOptions(data.nationalities)} error={errorOf('nationality_id')} required {...select('nationality_id')} />
      <SelectField id={id('ethnicity_id')} label={t('profile.fields.ethnicity')} options={toOptions(data.ethnicities)} error={errorOf('ethnicity_id')} required {...select('ethnicity_id')} />
      <SelectField
        id={id('category')} label={t('profile.fields.category')} options={categoryOptions(data.categories)} error={errorOf('category')} required
        {...register('category', { setValueAs: asText })}
      />
      <SelectField
        id={id('country_id')} label={t('profile.fields.country')} options={countries.map((c) => ({ value: c.id, label: c.title }))}
        error={errorOf('country_id')} required
        {...register('country_id', {
          setValueAs: asId,
          // A city belongs to its country: a new country empties the city.
          onChange: () => setValue('city_id', null),
        })}
      />
      <SelectField
        id={id('city_id')} label={t('profile.fields.city')} options={cityOptions(countries, country)} error={errorOf('city_id')} required
        disabled={country === null} {...select('city_id')}
      />
    </form>
  );
}
