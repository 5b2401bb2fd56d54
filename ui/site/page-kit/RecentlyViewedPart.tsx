import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { localizePath } from '@portal/sdk';
import { usePortalQueries } from '@portal/sdk/react';
import { RecentlyViewed } from '@portal/components/RecentlyViewed';
import { clearRecent, inReadersLanguage, readNoRecent, readRecent, rememberProfile, subscribeRecent } from '../data/recently-viewed';
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
  const others = useMemo(() => list.filter((p) => p.id !== current?.id), [list, current?.id]);
  // The cities in the reader's language, by id (a short list, asked only when there is a card to show).
  const places = useQuery({ ...usePortalQueries().reference.countriesWithCities(), enabled: confirmed && others.length > 0 });
  const cards = useMemo(
    () => inReadersLanguage(others, places.data?.data).map((p) => ({ ...p, href: localizePath(p.path, locale) })),
    [others, places.data, locale],
  );
  // Until the names come (or fail), nothing: a card never shows a name of another language first.
  if (!confirmed || (others.length > 0 && places.isPending)) return null;
  return <RecentlyViewed profiles={cards} onClear={clearRecent} />;
}

export default RecentlyViewedSection;
