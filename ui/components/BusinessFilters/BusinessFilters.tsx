import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { BusinessFilters as BusinessFilterValues } from '@portal/sdk';
import { Button, ButtonLink } from '../Button';
import { cx } from '../internal/cx';
import type { FilterPanelCountry } from '../FilterPanel/filterModel';
import styles from './BusinessFilters.module.css';

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

const positive = (text: string): number | undefined => (text === '' ? undefined : Number(text));
const sameFilters = (a: BusinessFilterValue, b: BusinessFilterValue) => a.country_id === b.country_id && a.city_id === b.city_id;

/**
 * Agencies, studios, salons or clubs by country and city: two selects whose choice applies at once
 * (with JavaScript) or with the button (a plain GET form without it), and a reset link while a
 * filter is set. Without a country the city select offers every country's cities, grouped, so one
 * submit is enough without JavaScript; a city sets its country, a country clears a city not in it.
 */
export function BusinessFilters({ value, countries, onChange, action, citySearch, className }: BusinessFiltersProps) {
  const { t } = useCachedTranslation();
  const id = useId();
  // The choice shows at once, while the page loads what it asks for; a new `value` (the URL) wins.
  const [current, setCurrent] = useState(value);
  const [given, setGiven] = useState(value);
  if (!sameFilters(given, value)) {
    setGiven(value);
    setCurrent(value);
  }
  const set = (next: BusinessFilterValue) => {
    setCurrent(next);
    onChange(next);
  };
  const countryOf = (cityId: number | undefined) => countries.find((c) => c.cities.some((city) => city.id === cityId))?.id;
  // A city alone (a link, the city search) shows its country too.
  const countryId = current.country_id ?? countryOf(current.city_id);
  const country = countries.find((c) => c.id === countryId);
  const shown = country ? [country] : countries;
  const any = current.country_id !== undefined || current.city_id !== undefined;
  return (
    <form
      role="search"
      aria-label={t('filters.title')}
      method="get"
      action={action}
      className={cx(styles.root, className)}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onChange(current);
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${id}-country`}>{t('filters.country')}</label>
        <select
          id={`${id}-country`} name="country_id" className={styles.select} value={countryId ?? ''}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => {
            const next = positive(e.target.value);
            set({ country_id: next, city_id: next !== undefined && countryOf(current.city_id) === next ? current.city_id : undefined });
          }}
        >
          <option value="">{t('filters.any')}</option>
          {countries.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-city`}>{t('filters.city')}</label>
        <select
          id={`${id}-city`} name="city_id" className={styles.select} value={current.city_id ?? ''}
          onChange={(e) => {
            const city = positive(e.target.value);
            set({ country_id: city === undefined ? current.country_id : countryOf(city), city_id: city });
          }}
        >
          <option value="">{t('filters.any')}</option>
          {country
            ? country.cities.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)
            : shown.map((c) => (
              <optgroup key={c.id} label={c.title}>
                {c.cities.map((city) => <option key={city.id} value={city.id}>{city.title}</option>)}
              </optgroup>
            ))}
        </select>
      </div>
      {citySearch ? <div className={styles.wide}>{citySearch}</div> : null}
      <div className={cx(styles.actions, styles.wide)}>
        <Button type="submit" variant="secondary">{t('filters.apply')}</Button>
        {/* The form clears at once, while the page follows the link. */}
        {any ? <ButtonLink variant="link" href={action} onClick={() => setCurrent({})}>{t('filters.reset')}</ButtonLink> : null}
      </div>
    </form>
  );
}
