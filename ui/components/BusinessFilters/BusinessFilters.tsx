import { useId } from 'react';
import type { ReactNode } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { BusinessFilters as BusinessFilterValues } from '@portal/sdk';
import type { FilterPanelCountry } from '../FilterPanel/filterModel';
import { SelectFilter, SelectFiltersForm, WideFilter, positive, useShownFilters } from '../internal/SelectFilters';

/**
 * The filters of a business listing a visitor sets here: every key of the API's `BusinessFilters`
 * but the type, which the listing's route fixes. A filter the schema gains needs a field here
 * (the filter-places test fails until it has one).
 */
export const BUSINESS_FILTER_FIELDS = ['country_id', 'city_id'] as const;

export type BusinessFilterValue = Pick<BusinessFilterValues, (typeof BUSINESS_FILTER_FIELDS)[number]>;

export interface BusinessFiltersProps {
  value: BusinessFilterValue;
  /** The countries and their cities (GET /api/filter-data: data.business), in the visitor's language. */
  countries: readonly FilterPanelCountry[];
  /** A choice was made: the new filters (the page puts them in its URL). */
  onChange: (next: BusinessFilterValue) => void;
  /** The listing without filters: where the form is sent without JavaScript (GET), and what "Reset filters" opens. */
  action: string;
  /** The city search (a CitySearch), after the selects: a city found by typing its name. */
  citySearch?: ReactNode;
  className?: string;
}

const sameFilters = (a: BusinessFilterValue, b: BusinessFilterValue) => a.country_id === b.country_id && a.city_id === b.city_id;

/**
 * Agencies, studios, salons or clubs by country and city: two selects whose choice applies at once
 * (with JavaScript) or with the button (a plain GET form without it), and a reset link while a
 * filter is set. Without a country the city select offers every country's cities, grouped, so one
 * submit is enough without JavaScript; a city sets its country, a country clears a city not in it.
 * Country and city side by side even on a phone (the cards stay near the top).
 */
export function BusinessFilters({ value, countries, onChange, action, citySearch, className }: BusinessFiltersProps) {
  const { t } = useCachedTranslation();
  const id = useId();
  const { current, setCurrent, set } = useShownFilters(value, sameFilters, onChange);
  const countryOf = (cityId: number | undefined) => countries.find((c) => c.cities.some((city) => city.id === cityId))?.id;
  // A city alone (a link, the city search) shows its country too.
  const countryId = current.country_id ?? countryOf(current.city_id);
  const country = countries.find((c) => c.id === countryId);
  const any = current.country_id !== undefined || current.city_id !== undefined;
  return (
    <SelectFiltersForm action={action} any={any} onApply={() => onChange(current)} onReset={() => setCurrent({})} pairs className={className}>
      <SelectFilter
        id={`${id}-country`} label={t('filters.country')} name="country_id" value={countryId}
        onChange={(text) => {
          const next = positive(text);
          set({ country_id: next, city_id: next !== undefined && countryOf(current.city_id) === next ? current.city_id : undefined });
        }}
      >
        {countries.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
      </SelectFilter>
      <SelectFilter
        id={`${id}-city`} label={t('filters.city')} name="city_id" value={current.city_id}
        onChange={(text) => {
          const city = positive(text);
          set({ country_id: city === undefined ? current.country_id : countryOf(city), city_id: city });
        }}
      >
        {country
          ? country.cities.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)
          : countries.map((c) => (
            <optgroup key={c.id} label={c.title}>
              {c.cities.map((city) => <option key={city.id} value={city.id}>{city.title}</option>)}
            </optgroup>
          ))}
      </SelectFilter>
      {citySearch ? <WideFilter>{citySearch}</WideFilter> : null}
    </SelectFiltersForm>
  );
}
