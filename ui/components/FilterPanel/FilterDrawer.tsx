import type { ReactNode } from 'react';
import { Modal } from '../Modal';
import styles from './FilterPanel.module.css';

export interface FilterDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  className?: string | undefined;
  /** The filter fields. */
  children: ReactNode;
  /** Reset and Apply. */
  footer: ReactNode;
}

/** The phone drawer: its own module so Radix Dialog loads only when someone opens it. */
export default function FilterDrawer({ open, onOpenChange, title, className, children, footer }: FilterDrawerProps) {
  return (
    <Modal variant="drawer" open={open} onOpenChange={onOpenChange} title={title} className={className}>
      <div role="search" aria-label={title} className={styles.drawerBody}>
        {children}
      </div>
      <div className={styles.drawerFooter}>{footer}</div>
    </Modal>
  );
}
