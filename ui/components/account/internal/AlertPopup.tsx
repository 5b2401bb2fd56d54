import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '../../Button';
import { useReturnFocus } from '../../internal/useReturnFocus';
import styles from './AlertPopup.module.css';

export interface AlertPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  cancelLabel: string;
}

/**
 * An alert dialog with a single cancel button: focus goes to the button, Escape closes it, and the
 * title (and description) are announced when it opens.
 */
export function AlertPopup({ open, onOpenChange, title, description, cancelLabel }: AlertPopupProps) {
  // Opened by a failed submit: closed, focus goes back to where it was (the form's button).
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.content}
          {...returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          {description ? <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description> : null}
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
