/**
 * Filters in one canonical form: empty values dropped (undefined, null, '' and empty lists), lists
 * sorted and de-duplicated, keys in alphabetical order. Equal filters then give equal query strings
 * (cache-friendly URLs) and equal TanStack Query keys, whatever order the UI built them in.
 */
type FilterValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type Normalized<T> = { [K in keyof T]?: Exclude<T[K], null | undefined> };

/** Numbers by value, strings by code unit: the same order everywhere, and no Intl collator to build. */
const compare = (a: string | number, b: string | number) => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

export function normalizeFilters<T extends object>(filters: T | undefined): Normalized<T> {
  const out: Record<string, unknown> = {};
  if (!filters) return out as Normalized<T>;
  for (const key of Object.keys(filters).sort()) {
    const value = (filters as Record<string, FilterValue>)[key];
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      out[key] = [...new Set(value)].sort(compare);
    } else out[key] = value;
  }
  return out as Normalized<T>;
}
