import type { Business, BusinessSummary, Locale } from '../../../schemas';
import { promotedFirst } from '../profile-index';
import type { MockStore } from '../store';
import type { BusinessRecord, UserRecord } from '../types';
import { cityPlace, countryPlace, iso, isoOrNull, imageRef, plainOption, toGallery } from './common';
import { optionTitle, servicesIn } from './reference';
import { cityName } from '../../seed/city-names';

/** A business is public once its questionnaire is final. */
export const isPublicBusiness = (b: BusinessRecord): boolean => b.is_final;

/** VIP first, then TOP, then the rest; newest first within each group. */
export const businessOrder: (a: BusinessRecord, b: BusinessRecord) => number = promotedFirst;

/** A business card, its city named in `locale`. */
export function toBusinessSummary(store: MockStore, b: BusinessRecord, locale: Locale): BusinessSummary {
  return {
    id: b.id,
    slug: b.slug,
    name: b.name,
    type: b.type,
    city: cityPlace(store.city(b.city_id), b.city_id, locale),
    main_image: b.gallery.main ? imageRef(b.gallery.main) : null,
    avg_rating: store.avgRating({ type: 'business', id: b.id }),
    likes: b.likes.size,
    is_vip: b.is_vip,
    is_top: b.is_top,
    profiles_count: store.index.ensure(store).publicCount(b.id),
  };
}

/**
 * The seed writes a business's title as "name, city"; the city in it is named in the request's
 * language, as the page's city is (a Spanish page read "…, The Hague" beside "La Haya"). A title
 * the owner wrote otherwise is theirs, as written.
 */
function titleIn(store: MockStore, b: BusinessRecord, locale: Locale): string {
  const city = store.city(b.city_id);
  const suffix = city ? `, ${city.title}` : null;
  if (!city || !suffix || !b.title.endsWith(suffix)) return b.title;
  return `${b.title.slice(0, -suffix.length)}, ${cityName(city.title, locale)}`;
}

export function toBusiness(store: MockStore, b: BusinessRecord, viewer: UserRecord | null, locale: Locale): Business {
  const options = (list: 'parking' | 'payments', ids: readonly number[] | undefined) =>
    (ids ?? []).map((id) => plainOption(store.option(list, id))).filter((o) => o !== null)
      .map((o) => ({ ...o, title: optionTitle(list, o, locale) }));
  return {
    ...toBusinessSummary(store, b, locale),
    user_id: b.user_id,
    website: b.website,
    title: titleIn(store, b, locale),
    description: b.description,
    general_info: b.general_info,
    payment_types: options('payments', b.general_info?.payment_types),
    parking_types: options('parking', b.general_info?.parking_types),
    country: countryPlace(store.country(b.country_id), b.country_id, locale),
    agency_picture: b.agency_picture,
    working_time: b.working_time,
    images: toGallery(b.gallery),
    additional_services: servicesIn(b.additional_services, store.reference.services, locale),
    inklusive_services: servicesIn(b.inklusive_services, store.reference.services, locale),
    our_addittional_service: b.our_addittional_service,
    categories: b.categories,
    is_liked: viewer ? b.likes.has(viewer.id) : false,
    is_favorite: viewer ? store.favoritesOf(viewer.id).businesses.has(b.id) : false,
    is_final: b.is_final,
    free_advertising_until: isoOrNull(b.free_advertising_until),
    created_at: iso(b.created_at),
  };
}
