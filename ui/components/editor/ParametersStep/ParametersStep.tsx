import { Controller } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { IndividualData } from '@portal/sdk';
import type { EditorField } from '../../features/editor';
import { fieldStyles } from '../internal/fieldStyles';
import { MultiCheck } from '../internal/MultiCheck';
import { asId, toOptions } from '../internal/options';
import { SelectField } from '../internal/SelectField';
import type { StepProps } from '../internal/stepProps';
import { useStepForm } from '../internal/useStepForm';

export interface ParametersStepProps extends StepProps {
  data: IndividualData;
  /** Fields this editor variant does not show (a web cam model's travel and meetings). */
  hidden?: readonly EditorField[];
}

type SingleId =
  | 'height_id' | 'weight_id' | 'body_type_id' | 'hair_length_id' | 'hair_color_id' | 'eye_color_id' | 'breast_size_id'
  | 'bust_type_id' | 'intimate_grooming_id' | 'alcohol_id' | 'smokers_id' | 'tattoo_id' | 'travel_mode_id' | 'available_for';

/** [field, label key, option list, required]. Optional ids go out as null when left unset (§3). */
const SELECTS: ReadonlyArray<[SingleId, string, keyof IndividualData, boolean]> = [
  ['height_id', 'height', 'heights', true],
  ['weight_id', 'weight', 'weights', true],
  ['body_type_id', 'body_type', 'body_types', true],
  ['hair_length_id', 'hair_length', 'hair_lengths', false],
  ['hair_color_id', 'hair_color', 'hair_colors', true],
  ['eye_color_id', 'eye_color', 'eye_colors', true],
  ['breast_size_id', 'breast_size', 'breast_sizes', true],
  ['bust_type_id', 'bust_type', 'bust_types', true],
  ['intimate_grooming_id', 'intimate_grooming', 'intimate_groomings', false],
  ['alcohol_id', 'alcohol', 'alcohol', false],
  ['smokers_id', 'smokers', 'smokers', false],
  ['tattoo_id', 'tattoo', 'tattoos', false],
];

const MULTI: ReadonlyArray<['piercing' | 'user_languages' | 'meeting_with', string, keyof IndividualData]> = [
  ['piercing', 'piercing', 'piercings'],
  ['user_languages', 'user_languages', 'languages'],
  ['meeting_with', 'meeting_with', 'meeting_with'],
];

/** Step 2: body, habits, languages, travel and whom the owner meets. */
export function ParametersStep({ data, hidden = [], ...props }: ParametersStepProps) {
  const { t } = useCachedTranslation();
  const shown = (field: EditorField) => !hidden.includes(field);
  const { form, formId, handleSubmit, errorOf, id } = useStepForm('parameters', props);
  const { register, control } = form;
  const options = (list: keyof IndividualData) => toOptions(data[list] as never);

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className={fieldStyles.grid}>
      {SELECTS.filter(([name]) => shown(name)).map(([name, label, list, required]) => (
        <SelectField
          key={name} id={id(name)} label={t(`profile.fields.${label}`)} options={options(list)} error={errorOf(name)}
          required={required} {...register(name, { setValueAs: asId })}
        />
      ))}
      {MULTI.filter(([name]) => shown(name)).map(([name, label, list]) => (
        <Controller
          key={name} name={name} control={control}
          render={({ field }) => (
            <div className={fieldStyles.wide}>
              <MultiCheck
                id={id(name)} legend={t(`profile.fields.${label}`)} options={options(list)} value={(field.value as number[]) ?? []}
                onChange={field.onChange} onBlur={field.onBlur} error={errorOf(name)}
              />
            </div>
          )}
        />
      ))}
      {shown('travel') ? (
        <label className={`${fieldStyles.check} ${fieldStyles.wide}`}>
          <input type="checkbox" id={id('travel')} {...register('travel')} />
          {t('profile.fields.travel')}
        </label>
      ) : null}
      {shown('travel_mode_id') ? (
        <SelectField
          id={id('travel_mode_id')} label={t('profile.fields.travel_mode')} options={options('travel_modes')}
          error={errorOf('travel_mode_id')} {...register('travel_mode_id', { setValueAs: asId })}
        />
      ) : null}
      {shown('available_for') ? (
        <SelectField
          id={id('available_for')} label={t('profile.fields.available_for')} options={options('available_for')}
          error={errorOf('available_for')} {...register('available_for', { setValueAs: asId })}
        />
      ) : null}
    </form>
  );
}
