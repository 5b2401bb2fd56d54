import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import { cx } from '../internal/cx';
import { useReturnFocus } from '../internal/useReturnFocus';
import styles from './Modal.module.css';

export interface ModalProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Optional text under the title, announced with it. */
  description?: ReactNode;
  /** An element that opens the dialog (a button); optional when `open` is controlled. */
  trigger?: ReactNode;
  /** `drawer` slides in from the start edge (phones); `center` is a classic dialog. */
  variant?: 'center' | 'drawer';
  /** Label of the close button (default "Close"). */
  closeLabel?: string;
  className?: string;
  children?: ReactNode;
}

/**
 * Radix Dialog with the portal's look: focus is trapped and returned, Escape and the overlay
 * close it, and the title is the accessible name.
 */
export function Modal({
  open, onOpenChange, title, description, trigger, variant = 'center', closeLabel, className, children,
}: ModalProps) {
  const { t } = useCachedTranslation();
  // With a trigger Radix gives focus back to it; opened by the host, focus goes back to its opener.
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={cx(styles.content, styles[variant], className)}
          {...(trigger ? {} : returnFocus)}
          // Without a description Radix warns; undefined tells it there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel ?? t('common.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
