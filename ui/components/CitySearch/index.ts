export { CitySearch } from './CitySearch';
export type { CitySearchProps } from './CitySearch';
export { CITY_OPTIONS_MAX, cityLabel, cityOptionsOf, matchCities } from './cityOptions';
export type { CityOption } from './cityOptions';
