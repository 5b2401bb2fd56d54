import { useFieldArray } from 'react-hook-form';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { CAM_LINKS_MAX } from '@portal/sdk';
import type { CamLink } from '@portal/sdk';
import { Button } from '../../Button';
import { FieldError, FormField } from '../../internal/form-field';
import { fieldStyles } from '../internal/fieldStyles';
import type { StepProps } from '../internal/stepProps';
import { useStepForm } from '../internal/useStepForm';
import rowStyles from '../internal/RowList.module.css';
import styles from './PlatformsStep.module.css';

/** Web cam models: rows of platform name and the address of her room there (at least one). */
export function PlatformsStep(props: StepProps) {
  const { t } = useCachedTranslation();
  const { form, formId, handleSubmit, errorOf, id } = useStepForm('platforms', props);
  const { control, register, watch } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'cam_links' });
  const rows = (watch('cam_links') as CamLink[] | undefined) ?? [];

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className={rowStyles.root}>
      <p className={fieldStyles.hint}>{t('editor.webcam.platforms.hint')}</p>
      <ol className={rowStyles.rows}>
        {fields.map((field, i) => (
          <li key={field.id}>
            <fieldset className={styles.row}>
              <legend className={styles.legend}>{t('editor.webcam.platforms.row', { n: i + 1 })}</legend>
              <FormField id={id(`cam_links.${i}.platform`)} label={t('editor.webcam.platforms.platform')} error={errorOf(`cam_links.${i}.platform`)} required>
                {(aria) => <input {...aria} {...register(`cam_links.${i}.platform`)} className={fieldStyles.control} />}
              </FormField>
              <FormField id={id(`cam_links.${i}.url`)} label={t('editor.webcam.platforms.url')} error={errorOf(`cam_links.${i}.url`)} required>
                {(aria) => (
                  <input {...aria} {...register(`cam_links.${i}.url`)} type="url" inputMode="url" placeholder="https://" className={fieldStyles.control} />
                )}
              </FormField>
              <Button
                variant="ghost" size="small" className={rowStyles.remove} onClick={() => remove(i)}
                aria-label={t('editor.webcam.platforms.remove', { platform: rows[i]?.platform || i + 1 })}
              >
                <span aria-hidden="true">✕</span>
              </Button>
            </fieldset>
          </li>
        ))}
      </ol>
      <FieldError id={id('cam_links')} error={errorOf('cam_links')} />
      <Button
        variant="secondary" disabled={rows.length >= CAM_LINKS_MAX} id={id('cam_links')} data-error-label={t('editor.webcam.platforms.step')}
        onClick={() => append({ platform: '', url: '' })}
      >
        {t('editor.webcam.platforms.add')}
      </Button>
    </form>
  );
}
