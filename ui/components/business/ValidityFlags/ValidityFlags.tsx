import { useId } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { BusinessValidityFlag } from '../../features/business';
import { cx } from '../../internal/cx';
import { VisuallyHidden } from '../../VisuallyHidden';
import { BK, FLAG_LABEL_KEYS } from '../internal/keys';
import styles from './ValidityFlags.module.css';

export interface ValidityFlagsProps<F extends string = BusinessValidityFlag> {
  /** businessValidityFlags(values), the questionnaire hook's `flags`, or the profile's validityFlags(values). */
  flags: Partial<Record<F, boolean>>;
  /** Which flags to show (flagsOfStep(step)); default every flag given. */
  only?: readonly F[];
  /** Catalog keys of the flags' labels; default the business questionnaire's. */
  labelKeys?: Readonly<Record<F, string>>;
  className?: string;
}

/** §5 questionnaire validity flags: each required piece of information, filled in or missing. */
export function ValidityFlags<F extends string = BusinessValidityFlag>({ flags, only, labelKeys, className }: ValidityFlagsProps<F>) {
  const { t } = useCachedTranslation();
  const id = useId();
  const labels = (labelKeys ?? FLAG_LABEL_KEYS) as Readonly<Record<F, string>>;
  const shown = (only ?? (Object.keys(flags) as F[])).filter((f) => flags[f] !== undefined);
  if (shown.length === 0) return null;
  return (
    <div className={cx(styles.root, className)}>
      <p id={id} className={styles.title}>{t(BK.flagsTitle)}</p>
      <ul aria-labelledby={id} className={styles.list}>
        {shown.map((flag) => {
          const ok = flags[flag] === true;
          return (
            <li key={flag} className={cx(styles.flag, ok ? styles.ok : styles.missing)}>
              <span className={styles.mark} aria-hidden="true">{ok ? '✓' : '!'}</span>
              {t(labels[flag])}
              <VisuallyHidden>: </VisuallyHidden>
              <span className={styles.state}>{ok ? t(BK.flagDone) : t(BK.flagMissing)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
