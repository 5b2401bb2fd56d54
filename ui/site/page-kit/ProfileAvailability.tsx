import type { Profile } from '@portal/sdk';
import { availabilitySummary } from '@portal/sdk';
import { AvailabilityNote } from '@portal/components';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { useMounted } from '../data/use-mounted';
import { useSection } from '../data/use-section';

/**
 * The public profile's "available today / this week" (the calendar tab's data). Drawn
 * after hydration: "today" is the visitor's day, which the server cannot know (and a page cached
 * across midnight would say the wrong day).
 */
export function ProfileAvailability({ profile, short, className }: { profile: Profile; short?: boolean; className?: string }) {
  useSection('visitor');
  const { t } = useCachedTranslation();
  const mounted = useMounted();
  if (!mounted || !profile.working_time) return null;
  const summary = availabilitySummary(profile.working_time, profile.days_off ?? [], new Date());
  // `short`: " · Available today" at the end of the headline's meta line, when she works today. The
  // meta line is one line high whatever it holds, so this text coming late moves nothing.
  if (short) return summary.today.kind === 'off' ? null : <> · <span data-testid="meta-available-today">{t('visitor.details.availableToday')}</span></>;
  return <AvailabilityNote summary={summary} className={className} />;
}

