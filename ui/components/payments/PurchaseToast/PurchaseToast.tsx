import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { cx } from '../../internal/cx';
import styles from './PurchaseToast.module.css';

/** Long enough to read twice; the page's "current package" banner keeps the fact after it goes. */
export const TOAST_MS = 10_000;

export interface PurchaseToastProps {
  /** What was bought and until when ("VIP is active until 12 Jan 2027."). */
  children: ReactNode;
  /** Called once it is closed or has timed out. */
  onClose?: () => void;
  /** How long it stays while not hovered or focused; 0 keeps it until closed. */
  duration?: number;
  className?: string;
}

/**
 * A purchase's confirmation where the payer looks, whatever they scrolled to: fixed under the
 * header at the top of the screen, announced politely (role=status, rendered only with its text
 * so it is said once), with a close button; it leaves by itself unless the pointer or focus is on it.
 */
export function PurchaseToast({ children, onClose, duration = TOAST_MS, className }: PurchaseToastProps) {
  const { t } = useCachedTranslation();
  const [open, setOpen] = useState(true);
  const [held, setHeld] = useState(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!open || held || duration <= 0) return;
    const timer = window.setTimeout(() => {
      setOpen(false);
      close.current?.();
    }, duration);
    return () => window.clearTimeout(timer);
  }, [open, held, duration]);
  if (!open) return null;
  return (
    <div
      role="status" className={cx(styles.root, className)}
      onPointerEnter={() => setHeld(true)} onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)} onBlur={() => setHeld(false)}
    >
      <span className={styles.icon} aria-hidden="true">✓</span>
      <p className={styles.text}>{children}</p>
      <button
        type="button" className={styles.close} aria-label={t('common.close')}
        onClick={() => {
          setOpen(false);
          onClose?.();
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
