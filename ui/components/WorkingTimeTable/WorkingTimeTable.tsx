import { useCachedTranslation } from '../internal/useCachedTranslation';
import { WEEK_DAYS, WORKING_TIME_ALL_DAY } from '@portal/sdk';
import type { WorkingDay, WorkingTime } from '@portal/sdk';
import { cx } from '../internal/cx';
import table from '../internal/table.module.css';

export interface WorkingTimeTableProps {
  workingTime: WorkingTime;
  /** Caption text (default "Working time"). */
  caption?: string;
  className?: string;
}

/** Monday to Sunday (the spec's keys, `wen` included): hours, "All day" or "Not available". */
export function WorkingTimeTable({ workingTime, caption, className }: WorkingTimeTableProps) {
  const { t } = useCachedTranslation();
  const hours = (day: WorkingDay) => {
    if (day.notAvailable || day.from === null) return <span className={table.muted}>{t('profile.notAvailable')}</span>;
    if (day.from === WORKING_TIME_ALL_DAY) return t('profile.allDay');
    return `${day.from} – ${day.to ?? ''}`;
  };
  return (
    <table className={cx(table.table, className)}>
      <caption>{caption ?? t('profile.workingTime')}</caption>
      <tbody>
        {WEEK_DAYS.map((day) => (
          <tr key={day}>
            <th scope="row">{t(`profile.days.${day}`)}</th>
            <td>{hours(workingTime[day])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
