import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './Settings.module.css';

/** One block of the settings page: a titled region, so each form is found by its heading. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>{title}</h2>
      {children}
    </section>
  );
}
