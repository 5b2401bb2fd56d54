import { ProfileFilters } from '../../../schemas/filters';
import { decodeQuery, encodeQuery, shapeOf } from '../../url';

/** Query keys the filters own; every other key (utm_*, sort…) is left as it was. */
export const FILTER_KEYS: ReadonlySet<string> = new Set([...Object.keys(shapeOf(ProfileFilters)), 'page']);

const baseKey = (key: string) => key.replace(/\[\]$/, '');

/**
 * Filters from a query string. A hand-edited URL with a bad value (age_min=12, height=abc) loses
 * only the offending keys, not every filter: the visitor still sees a sensible listing.
 */
export function decodeFilters(params: URLSearchParams): ProfileFilters {
  const first = decodeQuery(ProfileFilters, params);
  if (first.success) return first.data;
  const bad = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  const kept = new URLSearchParams([...params].filter(([key]) => !bad.has(baseKey(key))));
  const second = decodeQuery(ProfileFilters, kept);
  return second.success ? second.data : {};
}

/** The page number from the query: a positive integer, else 1. */
export function decodePage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * The query string for filters and a page: filter keys in a stable order, page left out when 1,
 * and the keys the filters do not own carried over from `keep`.
 */
export function encodeFilters(filters: ProfileFilters, page: number, keep?: URLSearchParams): URLSearchParams {
  const params = encodeQuery({ ...filters, page: page > 1 ? page : undefined });
  if (keep) for (const [key, value] of keep) if (!FILTER_KEYS.has(baseKey(key))) params.append(key, value);
  return params;
}
