import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Spinner } from '../Spinner';
import styles from './FilterPanel.module.css';
import { useFilterContext } from './texts';

export interface FilterSectionProps {
  id: string;
  title: string;
  /** How many values are set inside; shown next to the title. */
  count?: number;
  defaultOpen?: boolean;
  children: ReactNode;
}

/**
 * A disclosure (button with aria-expanded controlling a region). The content mounts on first
 * open and then stays, so closed sections cost neither DOM nodes nor their lazy chunk.
 */
export function FilterSection({ id, title, count = 0, defaultOpen = false, children }: FilterSectionProps) {
  const { classNames, idPrefix } = useFilterContext();
  const [open, setOpen] = useState(defaultOpen);
  const [mounted, setMounted] = useState(defaultOpen);
  const regionId = `${idPrefix}-section-${id}`;
  return (
    <section className={cx(styles.section, classNames.section)}>
      <h3 className={styles.sectionHeading}>
        <button
          type="button"
          className={cx(styles.sectionToggle, classNames.sectionToggle)}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => {
            setOpen(!open);
            setMounted(true);
          }}
        >
          <span>{title}</span>
          {count > 0 ? <span className={styles.count}>{count}</span> : null}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      <div id={regionId} hidden={!open} className={styles.sectionBody}>
        {mounted ? <Suspense fallback={<Spinner />}>{children}</Suspense> : null}
      </div>
    </section>
  );
}
