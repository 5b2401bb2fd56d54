import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { localizePath } from '@portal/sdk';
import { RecentlyViewed } from '../../components/RecentlyViewed';
import { clearRecent, readNoRecent, readRecent, rememberProfile, subscribeRecent } from '../data/recently-viewed';
import type { RecentProfile } from '../data/recently-viewed';
import { useSection } from '../data/use-section';
import { useServices } from '../data/use-services';
import { useAgeGate } from '../shell/age-gate-state';

/**
 * The recently viewed profiles of this browser, for visitors past the 18+ gate; `current` is the
 * profile being shown: it is recorded (once the gate is passed) and left out of the list. The
 * server and the hydrating page render nothing (the list is the browser's).
 */
export function RecentlyViewedSection({ current }: { current?: RecentProfile }) {
  useSection('visitor');
  const { confirmed } = useAgeGate();
  const { locale } = useServices();
  const list = useSyncExternalStore(subscribeRecent, readRecent, readNoRecent);
  useEffect(() => {
    if (confirmed && current) rememberProfile(current);
  }, [confirmed, current]);
  const cards = useMemo(
    () => list.filter((p) => p.id !== current?.id).map((p) => ({ ...p, href: localizePath(p.path, locale) })),
    [list, current?.id, locale],
  );
  if (!confirmed) return null;
  return <RecentlyViewed profiles={cards} onClear={clearRecent} />;
}

export default RecentlyViewedSection;
