import { Controller } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { ESCORT_BUSINESS_CATEGORY_ID } from '@portal/sdk';
import type { Category } from '@portal/sdk';
import { MultiCheck } from '../../editor/internal/MultiCheck';
import { fieldStyles } from '../../editor/internal/fieldStyles';
import { BK } from '../internal/keys';
import type { BusinessStepProps } from '../internal/stepProps';
import { useBusinessStepForm } from '../internal/useBusinessStepForm';

export interface BusinessCategoriesStepProps extends BusinessStepProps {
  /** GET /api/categories: the profile categories are offered (the type's own is added on send). */
  categories: readonly Category[];
}

/** Escort (§9: category id 1) first, then the API's order. */
const escortFirst = (a: Category, b: Category) =>
  Number(b.id === ESCORT_BUSINESS_CATEGORY_ID) - Number(a.id === ESCORT_BUSINESS_CATEGORY_ID);

/** Step 3: the categories the business's models are listed under. */
export function BusinessCategoriesStep({ categories, ...props }: BusinessCategoriesStepProps) {
  const { t } = useCachedTranslation();
  const { form, formId, handleSubmit, errorOf, id } = useBusinessStepForm('categories', props);
  const options = categories.filter((c) => c.type === 'profile').sort(escortFirst).map((c) => ({ value: c.id, label: c.title }));
  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className={fieldStyles.grid}>
      <div className={fieldStyles.wide}>
        <Controller
          name="categories" control={form.control}
          render={({ field }) => (
            <MultiCheck
              id={id('categories')} legend={t(BK.step('categories'))} hint={t(BK.categoriesHint)} options={options}
              value={(field.value as number[]) ?? []} onChange={field.onChange} onBlur={field.onBlur} error={errorOf('categories')}
            />
          )}
        />
      </div>
    </form>
  );
}
