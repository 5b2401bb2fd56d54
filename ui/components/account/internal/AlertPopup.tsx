import { AlertDialog } from 'radix-ui';
import { useRef } from 'react';
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
  /**
   * Where focus goes once the popup is closed (Cancel or Escape), instead of back to what had it
   * when it opened: the field to correct, say.
   */
  focusAfterClose?: () => void;
}

/**
 * An alert dialog with a single cancel button: focus goes to the button, Escape closes it, and the
 * title (and description) are announced when it opens. Closed, focus goes to `focusAfterClose`'s
 * choice, else back to where it was.
 */
export function AlertPopup({ open, onOpenChange, title, description, cancelLabel, focusAfterClose }: AlertPopupProps) {
  // Opened by a failed submit: closed, focus goes back to where it was (the form's button).
  const returnFocus = useReturnFocus();
  // The choice made when it opened: a host that drops the prop as it closes the popup still gets it.
  const afterClose = useRef<(() => void) | undefined>(undefined);
  const onOpenAutoFocus = () => {
    afterClose.current = focusAfterClose;
    returnFocus.onOpenAutoFocus();
  };
  const onCloseAutoFocus = (event: Event) => {
    const focus = afterClose.current;
    afterClose.current = undefined;
    if (!focus) return returnFocus.onCloseAutoFocus(event);
    event.preventDefault();
    focus();
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          className={styles.content}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
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
