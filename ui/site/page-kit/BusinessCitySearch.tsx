import type { CitySearchProps } from '@portal/components';
import { CitySearch } from '@portal/components';
import { useSection } from '../data/use-section';

/**
 * A business listing's city search: a lazy part of the page, as the profile listings' is (its
 * texts are the catalog's `visitor` section, which the page's first load leaves out; the server's
 * HTML stands meanwhile).
 */
export default function BusinessCitySearch(props: CitySearchProps) {
  useSection('visitor');
  return <CitySearch {...props} />;
}
