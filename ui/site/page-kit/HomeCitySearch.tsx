import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { encodeFilters } from '@portal/sdk';
import { usePortalQueries } from '@portal/sdk/react';
import { CitySearch, cityOptionsOf } from '@portal/components';
import type { CityOption } from '@portal/components';
import { useSection } from '../data/use-section';

export interface HomeCitySearchProps {
  /** The escort listing's localized path: a chosen city leads to it, filtered by the city. */
  listing: string;
}

const cityListing = (listing: string, city: CityOption) =>
  `${listing}?${encodeFilters({ city_id: city.id, country_id: city.countryId }, 1).toString()}`;

/**
 * The home page's city search (beyond the spec): a lazy part of home (its texts are the `visitor`
 * section's, which comes after the first load; the server's HTML stands meanwhile). The cities are
 * the filter data's, in the visitor's language, asked for when the visitor reaches for the field;
 * a chosen city opens its escort listing.
 */
export default function HomeCitySearch({ listing }: HomeCitySearchProps) {
  useSection('visitor');
  const queries = usePortalQueries();
  const navigate = useNavigate();
  const [wanted, setWanted] = useState(false);
  const filterData = useQuery({ ...queries.reference.filterData('escort'), enabled: wanted });
  const cities = useMemo(() => (filterData.data ? cityOptionsOf(filterData.data.data.profile.countries) : undefined), [filterData.data]);
  return (
    <CitySearch
      id="home-city"
      cities={cities}
      value={null}
      onWant={() => setWanted(true)}
      onChange={(city) => {
        if (city) void navigate(cityListing(listing, city));
      }}
    />
  );
}
