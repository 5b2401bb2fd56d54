import { useHref, useLocation, useNavigation } from 'react-router';
import { PAGE_SIZE } from '@portal/sdk';

/**
 * True while the router loads a new answer for the page being shown (a filter or page change on
 * the same route): the loaders fetch before the URL changes, so the query the page observes is not
 * yet the one being fetched, and the page would otherwise look idle until the new answer lands.
 */
export function useRefreshing(): boolean {
  const navigation = useNavigation();
  // The pending location carries the locale's basename; useLocation's pathname does not.
  const here = useHref({ pathname: useLocation().pathname });
  return navigation.state === 'loading' && navigation.location?.pathname === here;
}

/** Skeleton cards while a list loads: as many as cards were shown (the page keeps its height), a whole page at first. */
export const skeletonsFor = (shown: number): number => (shown > 0 ? Math.min(shown, PAGE_SIZE) : PAGE_SIZE);
