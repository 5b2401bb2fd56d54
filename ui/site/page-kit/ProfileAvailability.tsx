import type { Profile } from '@portal/sdk';
import { availabilitySummary } from '@portal/sdk';
import { AvailabilityNote } from '../../components';
import { useMounted } from '../data/use-mounted';

/**
 * The public profile's "available today / this week" (issue 18, the calendar tab's data). Drawn
 * after hydration: "today" is the visitor's day, which the server cannot know (and a page cached
 * across midnight would say the wrong day).
 */
export function ProfileAvailability({ profile, className }: { profile: Profile; className?: string }) {
  const mounted = useMounted();
  if (!mounted || !profile.working_time) return null;
  return <AvailabilityNote summary={availabilitySummary(profile.working_time, profile.days_off ?? [], new Date())} className={className} />;
}
