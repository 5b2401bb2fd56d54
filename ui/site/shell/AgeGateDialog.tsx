import { useId } from 'react';
import { AlertDialog } from 'radix-ui';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { AGE_CONFIRM_PATH } from './age-gate-state';
import styles from './AgeGateDialog.module.css';

/** Where "leave" goes: a neutral page outside the site. */
const LEAVE_URL = 'https://www.google.com/';

/**
 * An alert dialog: focus is trapped in it, it is labelled by its title and described by its text,
 * and neither Escape nor a click outside dismisses it; only a choice does. It is rendered in place
 * (no portal) so the server HTML already contains it. Before hydration the confirm button posts
 * a form that sets the cookie on the server, so it works without script too.
 */
export function AgeGateDialog({ onConfirm, returnTo }: { onConfirm: () => void; returnTo: string }) {
  const { t } = useCachedTranslation();
  // Radix links title and description only after mounting; explicit ids label the dialog in the
  // server HTML too, before hydration.
  const titleId = useId();
  const bodyId = useId();
  return (
    <AlertDialog.Root open>
      <AlertDialog.Overlay className={styles.overlay} />
      <AlertDialog.Content
        className={styles.content}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onEscapeKeyDown={(event) => event.preventDefault()}
      >
        <p className={styles.badge} aria-hidden="true">
          18+
        </p>
        <AlertDialog.Title id={titleId} className={styles.title}>{t('ageGate.title')}</AlertDialog.Title>
        <AlertDialog.Description id={bodyId} className={styles.body}>{t('ageGate.body')}</AlertDialog.Description>
        <form
          method="post"
          action={AGE_CONFIRM_PATH}
          className={styles.actions}
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          <input type="hidden" name="return" value={returnTo} />
          <AlertDialog.Action asChild>
            <button type="submit" className={styles.confirm}>
              {t('ageGate.confirm')}
            </button>
          </AlertDialog.Action>
          <AlertDialog.Cancel asChild>
            <a href={LEAVE_URL} className={styles.leave} rel="noreferrer">
              {t('ageGate.leave')}
            </a>
          </AlertDialog.Cancel>
        </form>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
