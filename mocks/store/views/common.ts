import type { City, Country, Gallery, ImageRef, Locale, Option } from '../../../schemas';
import { countryName } from '../../../sdk/i18n/country-names';
import { cityName } from '../../seed/city-names';
import type { GalleryRecord, ImageRecord } from '../types';

/** ISO 8601 in UTC, the API's date-time format. */
export const iso = (ms: number): string => new Date(ms).toISOString();
export const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));

export const imageRef = (image: ImageRecord): ImageRef => ({ image: image.url, image_id: image.id });

export const toGallery = (gallery: GalleryRecord): Gallery => ({
  main_slide: gallery.main ? imageRef(gallery.main) : null,
  other_sliders: gallery.others.map(imageRef),
});

/** A reference option without its numeric value, as the Option schema has it. */
export const plainOption = (option: (Option & { value?: number }) | null): Option | null =>
  option ? { id: option.id, title: option.title } : null;

type Place = { id: number; title: string };

const unknownPlace = (id: number): Place => ({ id, title: 'Unknown' });

/**
 * A place as the API names it in the request's language (Content-Language): a country by its ISO
 * code, as the SDK names the reference table's countries (so a card, a profile and the sign-up
 * form agree), a city from the seed's table of names.
 */
export const countryPlace = (country: Country | undefined, id: number, locale: Locale): Place =>
  country ? { id: country.id, title: countryName(country.iso, locale, country.title) } : unknownPlace(id);

export const cityPlace = (city: City | undefined, id: number, locale: Locale): Place =>
  city ? { id: city.id, title: cityName(city.title, locale) } : unknownPlace(id);
