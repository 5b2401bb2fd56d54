import { useTranslation } from 'react-i18next';
import { DESCRIPTION_HELPER_WORDS, DESCRIPTION_MAX_LENGTH, TEXT_MIN_LENGTH } from '../../../../schemas/constants';
import { truncateWords } from '../../../../sdk/editor';
import { cx } from '../../internal/cx';
import { Field } from '../internal/Field';
import fieldStyles from '../internal/Field.module.css';
import type { StepProps } from '../internal/stepProps';
import { useStepForm } from '../internal/useStepForm';
import styles from './AboutMeStep.module.css';

/** Step 5: the description, with a live counter and the 30-word preview visitors see on cards. */
export function AboutMeStep(props: StepProps) {
  const { t } = useTranslation();
  const { form, formId, handleSubmit, errorOf, id } = useStepForm('about', props);
  const text = (form.watch('description') as string | undefined) ?? '';
  const length = text.trim().length;
  const over = length > DESCRIPTION_MAX_LENGTH;
  const short = length < TEXT_MIN_LENGTH;
  const counterId = `${id('description')}-counter`;
  const error = errorOf('description');

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className={styles.root}>
      <Field
        id={id('description')} label={t('profile.fields.description')} error={error} required
        hint={t('validation.textMin', { n: TEXT_MIN_LENGTH })}
      >
        {(aria) => (
          <textarea
            {...aria}
            aria-describedby={cx(aria['aria-describedby'], counterId)}
            {...form.register('description')}
            className={fieldStyles.control}
            rows={10}
          />
        )}
      </Field>
      {/* Polite and atomic: announced when typing pauses, not on every key. */}
      <p id={counterId} className={cx(styles.counter, (over || (short && length > 0)) && styles.warn)} aria-live="polite" aria-atomic="true">
        {t('editor.about.counter', { n: length, max: DESCRIPTION_MAX_LENGTH })}
      </p>
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
