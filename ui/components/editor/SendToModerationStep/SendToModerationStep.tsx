import type { FormEvent } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { MODERATION_MAX_HOURS } from '@portal/sdk';
import type { ProfileStatus } from '@portal/sdk';
import { Button } from '../../Button';
import { DEFAULT_FORM_ID } from '../internal/stepProps';
import styles from './SendToModerationStep.module.css';

export interface IncompleteStep {
  id: string;
  label: string;
}

export interface SendToModerationStepProps {
  /** null before the profile exists. */
  status: ProfileStatus | null;
  /** Moderators asking for more information (§4), shown as text. */
  moderationMessage?: string | null;
  /** Steps still to complete; sending waits for them. */
  incomplete?: readonly IncompleteStep[];
  onGoTo?: (id: string) => void;
  onSend: () => unknown;
  busy?: boolean;
  /** The send failed (translated). */
  error?: string;
  formId?: string;
}

/** Step 10: send the profile to moderation, then "pending, up to 48 hours" and the moderators' questions. */
export function SendToModerationStep({
  status, moderationMessage, incomplete = [], onGoTo, onSend, busy, error, formId = DEFAULT_FORM_ID,
}: SendToModerationStepProps) {
  const { t } = useCachedTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && incomplete.length === 0) onSend();
  };

  return (
    <form id={formId} noValidate onSubmit={submit} className={styles.root}>
      {moderationMessage ? (
        <section className={styles.request} aria-labelledby={`${formId}-moderators`}>
          <h3 id={`${formId}-moderators`} className={styles.requestTitle}>{t('editor.moderationInfo')}</h3>
          <p className={styles.message}>{moderationMessage}</p>
        </section>
      ) : null}

      {status === 'moderating' ? (
        <div role="status" className={styles.pending}>
          <p className={styles.label}>{t('editor.progress.pending')}</p>
          <p>{t('editor.moderationPending', { count: MODERATION_MAX_HOURS })}</p>
        </div>
      ) : (
        <>
          {incomplete.length > 0 ? (
            <div className={styles.incomplete}>
              <p>{t('editor.send.incomplete')}</p>
              <ul>
                {incomplete.map((step) => (
                  <li key={step.id}>
                    {onGoTo ? <Button variant="link" onClick={() => onGoTo(step.id)}>{step.label}</Button> : step.label}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p>{t('editor.send.hint', { count: MODERATION_MAX_HOURS })}</p>
          )}
          {error ? <p role="alert" className={styles.error}>{error}</p> : null}
          <Button type="submit" disabled={busy || incomplete.length > 0} aria-busy={busy || undefined}>
            {t('editor.steps.send')}
          </Button>
        </>
      )}
    </form>
  );
}
