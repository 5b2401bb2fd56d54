import { Progress } from 'radix-ui';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import styles from './NavigationProgress.module.css';

/** Radix's progress bar without a value: an indeterminate `progressbar` named "Loading…" (NavigationProgress shows it). */
export function NavigationProgressBar() {
  const { t } = useCachedTranslation();
  return (
    <Progress.Root value={null} aria-label={t('common.loading')} className={styles.bar}>
      <Progress.Indicator className={styles.indicator} />
    </Progress.Root>
  );
}
