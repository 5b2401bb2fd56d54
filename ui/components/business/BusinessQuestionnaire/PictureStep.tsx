import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { Button } from '../../Button';
import { fieldStyles } from '../../editor/internal/fieldStyles';
import { BannerFields } from '../AgencyBannerRequest';
import { BK } from '../internal/keys';
import type { BusinessStepProps } from '../internal/stepProps';
import { useBusinessStepForm } from '../internal/useBusinessStepForm';
import styles from './BusinessQuestionnaire.module.css';

/**
 * The last step: the agency picture / banner request. Its own "Finish" button submits with
 * intent "next", which sends is_final; the wizard's Save keeps it a draft.
 */
export function PictureStep({ busy, ...props }: BusinessStepProps & { busy?: boolean }) {
  const { t } = useCachedTranslation();
  const { form, formId, handleSubmit, errorOf, id } = useBusinessStepForm('picture', props);
  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className={styles.picture}>
      <BannerFields form={form} id={id} errorOf={errorOf} />
      <div className={fieldStyles.wide}>
        <Button type="submit" data-intent="next" disabled={busy} aria-busy={busy || undefined}>{t(BK.finish)}</Button>
      </div>
    </form>
  );
}
