import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { Button } from '../../Button';
import styles from './DraftNotice.module.css';

export interface DraftNoticeProps {
  /** Go back to the values as saved on the server. */
  onDiscard: () => void;
  /** Keep the restored values and hide the notice. */
  onDismiss?: () => void;
}

/** 'We restored your unsaved changes', with a way to throw them away. */
export function DraftNotice({ onDiscard, onDismiss }: DraftNoticeProps) {
  const { t } = useCachedTranslation();
  return (
    <div role="status" className={styles.root}>
      <p className={styles.text}>{t('editor.draftRestored')}</p>
      <div className={styles.actions}>
        <Button variant="secondary" size="small" onClick={onDiscard}>
          {t('editor.discardDraft')}
        </Button>
        {onDismiss ? (
          <Button variant="ghost" size="small" onClick={onDismiss}>
            {t('common.close')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
