import { ADULT_MIN_AGE, PROFILE_CATEGORIES } from '@portal/sdk';
import type { Category, CountryWithCities, Option } from '@portal/sdk';
import type { SelectOption } from './SelectField';

export const toOptions = (list: readonly Option[] | undefined): SelectOption[] =>
  (list ?? []).map((o) => ({ value: o.id, label: o.title }));

/** Adults only: an age option under 18 is never offered, whatever the API sends. */
export const adultAges = (list: ReadonlyArray<Option & { value: number }> | undefined): SelectOption[] =>
  (list ?? []).filter((a) => a.value >= ADULT_MIN_AGE).map((a) => ({ value: a.id, label: a.title }));

/** Profile categories the form accepts (its `category` is one of PROFILE_CATEGORIES). */
export const categoryOptions = (list: readonly Category[] | undefined): SelectOption[] =>
  (list ?? [])
    .filter((c) => c.type === 'profile' && (PROFILE_CATEGORIES as readonly string[]).includes(c.slug))
    .map((c) => ({ value: c.slug, label: c.title }));

export const cityOptions = (countries: readonly CountryWithCities[], countryId: number | null | undefined): SelectOption[] =>
  toOptions(countries.find((c) => c.id === countryId)?.cities);

/** A select's value as a nullable id (the empty choice is null, never 0 or NaN). */
export const asId = (value: unknown): number | null => (value === '' || value === null || value === undefined ? null : Number(value));
export const asText = (value: unknown): string | null => (value === '' || value === null || value === undefined ? null : String(value));
