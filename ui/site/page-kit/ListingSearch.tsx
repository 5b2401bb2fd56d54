import { useMemo } from 'react';
import type { ProfileCategory, ProfileFilters } from '@portal/sdk';
import { CityChip, CitySearch, ListingToolbar, cityOptionsOf, cityTitleOf } from '@portal/components';
import type { CityOption } from '@portal/components';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { useFilterPanelOptions } from '../data/filter-options';
import { useSection } from '../data/use-section';

export interface ListingSearchProps {
  category: ProfileCategory;
  /** The visitor's filters (the URL's), without the page's category. */
  filters: ProfileFilters;
  onChange: (next: ProfileFilters) => void;
  /** The listing's address, for the form without JavaScript. */
  action: string;
}

/**
 * A profile listing's name search, city and order (beyond the spec): a lazy part of the listing
 * (its code and its texts, the catalog's `visitor` section, come after the page's first load; the
 * server's HTML stands meanwhile). On a phone the city is a chip naming the chosen one (the first
 * paint's filter data has its name) that opens the search. The cities are the filter data's, in
 * the visitor's language, asked for when the visitor reaches for the field; the chosen one sets
 * the country too.
 */
export default function ListingSearch({ category, filters, onChange, action }: ListingSearchProps) {
  useSection('visitor');
  const { t } = useCachedTranslation();
  const panel = useFilterPanelOptions(category);
  const all = useMemo(() => cityOptionsOf(panel.options?.countries ?? []), [panel.options]);
  const chosen: CityOption | null = all.find((city) => city.id === filters.city_id) ?? null;
  const cityName = cityTitleOf(panel.options, filters.city_id);
  return (
    <ListingToolbar
      filters={filters}
      onChange={onChange}
      action={action}
      city={
        <CityChip label={cityName ?? t('listing.allCities')} active={filters.city_id !== undefined} valueKey={filters.city_id}>
          <CitySearch
            id={`listing-city-${category}`}
            cities={panel.complete ? all : undefined}
            value={chosen}
            onWant={panel.want}
            onChange={(city) => onChange({ ...filters, city_id: city?.id, country_id: city ? city.countryId : filters.country_id })}
          />
        </CityChip>
      }
    />
  );
}
