import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { AvailabilitySummary, DayAvailability } from '@portal/sdk';
import { cx } from '../internal/cx';
import styles from './AvailabilityNote.module.css';

export interface AvailabilityNoteProps {
  /** `availabilitySummary(profile.working_time, profile.days_off, today)`. */
  summary: AvailabilitySummary;
  className?: string;
}

/** The public profile's two lines: available today (hours or all day, or not), and the days this week. */
export function AvailabilityNote({ summary, className }: AvailabilityNoteProps) {
  const { t } = useCachedTranslation();
  const today = (a: DayAvailability) => {
    if (a.kind === 'hours') return t('account.availability.todayHours', { from: a.from, to: a.to });
    return t(a.kind === 'all-day' ? 'account.availability.todayAllDay' : 'account.availability.todayOff');
  };
  const days = summary.week.map((d) => t(`profile.days.${d.day}`)).join(', ');
  return (
    <section className={cx(styles.root, className)} aria-label={t('account.availability.title')}>
      <p className={cx(styles.line, summary.today.kind === 'off' ? styles.off : styles.on)} data-testid="available-today">
        {today(summary.today)}
      </p>
      <p className={styles.line} data-testid="available-week">
        {summary.week.length > 0 ? t('account.availability.week', { days }) : t('account.availability.weekNone')}
      </p>
    </section>
  );
}
