import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { cx } from '../../internal/cx';
import styles from './CharacterCounter.module.css';

export interface CharacterCounterProps {
  /** The control's id; the counter's id is `${id}-counter` (add it to the control's aria-describedby). */
  id: string;
  length: number;
  max: number;
  /** Shown as a warning (e.g. below the minimum while something is typed). */
  warn?: boolean;
}

export const counterId = (id: string) => `${id}-counter`;

/**
 * "n / max characters" under a length-limited text. Polite and atomic: announced when typing
 * pauses, not on every key. The control itself carries `maxLength`, so typing stops at the limit.
 */
export function CharacterCounter({ id, length, max, warn }: CharacterCounterProps) {
  const { t } = useCachedTranslation();
  return (
    <p id={counterId(id)} className={cx(styles.counter, (warn || length >= max) && styles.warn)} aria-live="polite" aria-atomic="true">
      {t('editor.about.counter', { n: length, max })}
    </p>
  );
}
