import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { ErrorItem } from '../internal/stepProps';
import styles from './ErrorSummary.module.css';

export interface ErrorSummaryProps {
  /** The step's errors, each linking to its field; an empty list renders nothing. */
  errors: readonly ErrorItem[];
  /** The summary's heading (default: the catalog's "Please check the following:"). */
  title?: string;
}

/**
 * The step's errors at a glance; each line names its field ("Name: This field is required") and
 * links to (and focuses) it. Announced when it appears.
 */
export function ErrorSummary({ errors, title }: ErrorSummaryProps) {
  const { t } = useCachedTranslation();
  if (errors.length === 0) return null;
  return (
    <div role="alert" className={styles.root}>
      <p className={styles.title}>{title ?? t('editor.errorsTitle')}</p>
      <ul className={styles.list}>
        {errors.map((e) => (
          <li key={e.field}>
            <a
              href={`#${e.id}`}
              onClick={(event) => {
                // A fragment jump scrolls but does not always focus a control; focus it ourselves.
                const target = document.getElementById(e.id);
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView?.({ block: 'center' });
              }}
            >
              {e.label ? t('editor.errorLine', { label: e.label, message: e.message }) : e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
