import { Progress } from 'radix-ui';
import { useNavigation } from 'react-router';
import { useCachedTranslation } from '../../components/internal/useCachedTranslation';
import styles from './NavigationProgress.module.css';

/**
 * While the next page loads (its loaders wait for the API), a bar at the top of the window says so:
 * a click on a card otherwise changed nothing on screen until the profile was there (issue 26).
 * Radix's progress bar without a value: an indeterminate `progressbar` named "Loading…". It shows
 * after a short moment, so quick navigations do not flash it; with reduced motion it stands still.
 */
export function NavigationProgress() {
  const { t } = useCachedTranslation();
  const loading = useNavigation().state === 'loading';
  if (!loading) return null;
  return (
    <Progress.Root value={null} aria-label={t('common.loading')} className={styles.bar}>
      <Progress.Indicator className={styles.indicator} />
    </Progress.Root>
  );
}
