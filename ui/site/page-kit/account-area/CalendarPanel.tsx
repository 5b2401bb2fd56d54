import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import type { Profile, WorkingTime } from '@portal/sdk';
import { isoDay } from '@portal/sdk';
import { emptyWorkingTime } from '@portal/components/features/editor';
import { usePortalClient } from '@portal/sdk/react';
import { AvailabilityEditor } from '@portal/components/editor';
import styles from './account-area.module.css';

/** A profile that never said when it works starts with every day off, so nothing is claimed by default. */
const allDaysOff = (): WorkingTime =>
  Object.fromEntries(Object.entries(emptyWorkingTime()).map(([day, d]) => [day, { ...d, notAvailable: true }])) as WorkingTime;

/** The calendar tab: the model's working time per weekday and her days off, saved through the API. */
export function CalendarPanel({ profile, onSaved }: { profile: Profile; onSaved: () => unknown }) {
  const { t } = useCachedTranslation();
  const client = usePortalClient();
  const today = isoDay(new Date());
  const value = {
    working_time: profile.working_time ?? allDaysOff(),
    // Past days off are of no use any more: the editor shows the ones to come.
    days_off: (profile.days_off ?? []).filter((d) => d >= today),
  };
  return (
    <div className={styles.stack}>
      <p>{t('editor.account.calendar.intro')}</p>
      <AvailabilityEditor
        value={value} minDate={today}
        onSubmit={async (values) => {
          await client.calendar.update(profile.id, values);
          await onSaved();
        }}
      />
    </div>
  );
}
