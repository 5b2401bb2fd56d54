import { useId } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../internal/cx';
import styles from './Settings.module.css';

/** One block of the settings page: a titled region, so each form is found by its heading. */
export function SettingsSection({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={cx(styles.section, className)} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>{title}</h2>
      {children}
    </section>
  );
}
