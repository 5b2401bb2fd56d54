import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { DESCRIPTION_HELPER_WORDS, DESCRIPTION_MAX_LENGTH, TEXT_MIN_LENGTH } from '@portal/sdk';
import { truncateWords } from '../../features/editor';
import { CountedTextarea } from '../internal/CountedText';
import { FormField } from '../../internal/form-field';
import type { StepProps } from '../internal/stepProps';
import { useStepForm } from '../internal/useStepForm';
import styles from './AboutMeStep.module.css';

/**
 * Step 5: the description, limited to DESCRIPTION_MAX_LENGTH while typing (with a live counter),
 * and the 30-word preview visitors see on cards.
 */
export function AboutMeStep(props: StepProps) {
  const { t } = useCachedTranslation();
  const { form, formId, handleSubmit, errorOf, id } = useStepForm('about', props);
  const text = (form.watch('description') as string | undefined) ?? '';
  const short = text.trim().length < TEXT_MIN_LENGTH;

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className={styles.root}>
      <FormField
        id={id('description')} label={t('profile.fields.description')} error={errorOf('description')} required
        hint={t('validation.textMin', { n: TEXT_MIN_LENGTH })}
      >
        {(aria) => (
          <CountedTextarea
            aria={aria} registration={form.register('description')} length={text.length} max={DESCRIPTION_MAX_LENGTH}
            warn={short && text.length > 0} rows={10}
          />
        )}
      </FormField>
      {text.trim() ? (
        <section className={styles.preview} aria-labelledby={`${id('description')}-preview`}>
          <h3 id={`${id('description')}-preview`} className={styles.previewTitle}>
            {t('editor.about.preview', { n: DESCRIPTION_HELPER_WORDS })}
          </h3>
          <p className={styles.previewText}>{truncateWords(text, DESCRIPTION_HELPER_WORDS)}</p>
        </section>
      ) : null}
    </form>
  );
}
