import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { BUSINESS_TYPES, DESCRIPTION_MAX_LENGTH } from '@portal/sdk';
import { CountedTextarea } from '../../editor/internal/CountedText';
import { FormField } from '../../internal/form-field';
import { fieldStyles } from '../../editor/internal/fieldStyles';
import { asText } from '../../editor/internal/options';
import { SelectField } from '../../editor/internal/SelectField';
import { BK } from '../internal/keys';
import type { BusinessStepProps } from '../internal/stepProps';
import { useBusinessStepForm } from '../internal/useBusinessStepForm';

/** Step 1: name, type of business, headline, website and description. */
export function AboutBusinessStep(props: BusinessStepProps) {
  const { t } = useCachedTranslation();
  const { form, formId, handleSubmit, errorOf, id } = useBusinessStepForm('about', props);
  const { register } = form;
  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className={fieldStyles.grid}>
      <FormField id={id('name')} label={t(BK.name)} error={errorOf('name')} required>
        {(aria) => <input {...aria} {...register('name')} className={fieldStyles.control} autoComplete="organization" />}
      </FormField>
      <SelectField
        id={id('type')} label={t(BK.type)} required error={errorOf('type')}
        options={BUSINESS_TYPES.map((type) => ({ value: type, label: t(BK.typeOption(type)) }))}
        {...register('type', { setValueAs: asText })}
      />
      <FormField id={id('title')} label={t(BK.title)} error={errorOf('title')} hint={t('common.optional')}>
        {(aria) => <input {...aria} {...register('title')} className={fieldStyles.control} />}
      </FormField>
      <FormField id={id('website')} label={t(BK.website)} error={errorOf('website')} hint={t('common.optional')}>
        {(aria) => <input {...aria} {...register('website')} type="url" inputMode="url" autoComplete="url" className={fieldStyles.control} />}
      </FormField>
      <FormField id={id('description')} label={t(BK.description)} error={errorOf('description')} className={fieldStyles.wide}>
        {(aria) => (
          <CountedTextarea
            aria={aria} registration={register('description')} rows={6} max={DESCRIPTION_MAX_LENGTH}
            length={((form.watch('description') as string | undefined) ?? '').length}
          />
        )}
      </FormField>
    </form>
  );
}
