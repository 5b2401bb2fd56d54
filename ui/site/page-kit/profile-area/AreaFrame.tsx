import type { ReactNode } from 'react';
import styles from './profile-area.module.css';

/** The frame of a model-area page: its heading and content. */
export function AreaFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.area} aria-labelledby="area-title">
      <h1 id="area-title" className={styles.title}>{title}</h1>
      {children}
    </section>
  );
}
