import type { UseFormReturn } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { DESCRIPTION_MAX_LENGTH } from '@portal/sdk';
import type { BusinessValues } from '../../features/business';
import { CountedTextarea } from '../../editor/internal/CountedText';
import { FormField } from '../../internal/form-field';
import { fieldStyles } from '../../editor/internal/fieldStyles';
import { BK } from '../internal/keys';

export interface BannerFieldsProps {
  form: UseFormReturn<Partial<BusinessValues>>;
  id: (path: string) => string;
  errorOf: (path: string) => string | undefined;
}

/** §3 agency_picture: "create a banner for me" and what it should show. */
export function BannerFields({ form, id, errorOf }: BannerFieldsProps) {
  const { t } = useCachedTranslation();
  const wanted = form.watch('agency_picture.create_banner') === true;
  return (
    <>
      <p className={fieldStyles.hint}>{t(BK.bannerHint)}</p>
      <label className={fieldStyles.check}>
        <input type="checkbox" id={id('agency_picture.create_banner')} {...form.register('agency_picture.create_banner')} />
        {t(BK.createBanner)}
      </label>
      <FormField
        id={id('agency_picture.description')} label={t(BK.bannerDescription)} error={errorOf('agency_picture.description')}
        required={wanted} hint={wanted ? undefined : t('common.optional')}
      >
        {(aria) => (
          <CountedTextarea
            aria={aria} registration={form.register('agency_picture.description')} rows={5} max={DESCRIPTION_MAX_LENGTH}
            length={((form.watch('agency_picture.description') as string | null | undefined) ?? '').length}
          />
        )}
      </FormField>
    </>
  );
}
