import type { DashboardProfile, Locale, Profile, ProfileStatuses, ProfileSummary } from '../../../schemas';
import { NEW_PROFILE_DAYS } from '../../../schemas';
import { ABSTRACT_LABEL, placeholderUrl } from '../../media/placeholder';
import { currencyOf, priceFrom } from '../price-from';
import { DAY_MS, isPublicProfile } from '../profile-index';
import type { MockStore } from '../store';
import type { ProfileRecord, UserRecord } from '../types';
import { cityPlace, countryPlace, imageRef, iso, isoOrNull, toGallery } from './common';
import { currencyIn, incognitoName, optionTitle, servicesIn } from './reference';
import type { OptionList } from './reference';
import { statisticsOf } from './statistics';

/** What an incognito model shows in public instead of her name and photos. */
export const INCOGNITO_NAME = 'Incognito';
/** How many "other girls nearby" a profile page lists. */
const NEARBY_COUNT = 4;

/** The profile's owner: the model herself, or the business she is listed under. */
export function canManageProfile(user: UserRecord | null, profile: ProfileRecord): boolean {
  if (!user) return false;
  return profile.user_id === user.id || (profile.business_id !== null && user.business_id === profile.business_id);
}

function statusesOf(store: MockStore, p: ProfileRecord): ProfileStatuses {
  return {
    is_vip: p.is_vip,
    is_top: p.is_top,
    is_verified: p.is_verified,
    is_new: store.now() - p.created_at < NEW_PROFILE_DAYS * DAY_MS,
    is_independent: p.business_id === null,
    is_travel: p.form.travel ?? false,
  };
}

/** Incognito models keep their place in listings but show an abstract picture. */
function hidden(p: ProfileRecord, reveal: boolean): boolean {
  return p.incognito && !reveal;
}

function mainImage(p: ProfileRecord, reveal: boolean): ProfileSummary['main_image'] {
  if (!p.gallery.main) return null;
  if (hidden(p, reveal)) return { image: placeholderUrl(`incognito-${p.id}`, 600, 800, ABSTRACT_LABEL), image_id: p.gallery.main.id };
  return imageRef(p.gallery.main);
}

/**
 * A listing card, its places named in `locale`. `reveal` is true for the owner (the dashboard shows
 * the real name and photo).
 */
export function toProfileSummary(store: MockStore, p: ProfileRecord, viewer: UserRecord | null, locale: Locale, reveal = false): ProfileSummary {
  return {
    id: p.id,
    slug: p.slug,
    name: hidden(p, reveal) ? incognitoName(INCOGNITO_NAME, locale) : p.form.name,
    age: store.option('ages', p.form.age_id)?.value ?? 0,
    category: p.form.category,
    country: countryPlace(store.country(p.form.country_id), p.form.country_id, locale),
    city: cityPlace(store.city(p.form.city_id), p.form.city_id, locale),
    main_image: mainImage(p, reveal),
    statuses: statusesOf(store, p),
    price_from: priceFrom(store, p),
    avg_rating: store.avgRating({ type: 'profile', id: p.id }),
    likes: p.likes.size,
    is_liked: viewer ? p.likes.has(viewer.id) : false,
    business_id: p.business_id,
    incognito: p.incognito,
    created_at: iso(p.created_at),
  };
}

export function toDashboardProfile(store: MockStore, p: ProfileRecord, viewer: UserRecord, locale: Locale): DashboardProfile {
  return { ...toProfileSummary(store, p, viewer, locale, true), status: p.status, is_active: p.is_active };
}

/** The profile's parameters, their titles in `locale`. */
function parameters(store: MockStore, p: ProfileRecord, locale: Locale): Profile['parameters'] {
  const f = p.form;
  const one = (list: OptionList, id: number | null | undefined) => {
    const option = store.option(list, id);
    return option && { id: option.id, title: optionTitle(list, option, locale) };
  };
  const many = (list: OptionList, ids: readonly number[]) => ids.map((id) => one(list, id)).filter((o) => o !== null);
  return {
    gender: one('genders', f.gender_id),
    orientation: one('orientations', f.orientation_id),
    nationality: one('nationalities', f.nationality_id),
    ethnicity: one('ethnicities', f.ethnicity_id),
    languages: many('languages', f.user_languages ?? []),
    height_cm: store.option('heights', f.height_id)?.value ?? null,
    weight_kg: store.option('weights', f.weight_id)?.value ?? null,
    body_type: one('body_types', f.body_type_id),
    hair_length: one('hair_lengths', f.hair_length_id),
    hair_color: one('hair_colors', f.hair_color_id),
    eye_color: one('eye_colors', f.eye_color_id),
    breast_size: one('breast_sizes', f.breast_size_id),
    bust_type: one('bust_types', f.bust_type_id),
    intimate_grooming: one('intimate_groomings', f.intimate_grooming_id),
    alcohol: one('alcohol', f.alcohol_id),
    smokers: one('smokers', f.smokers_id),
    tattoo: one('tattoos', f.tattoo_id),
    piercing: many('piercings', f.piercing ?? []),
    meeting_with: many('meeting_with', f.meeting_with ?? []),
    available_for: one('available_for', f.available_for),
    travel_mode: one('travel_modes', f.travel_mode_id),
  };
}

/** Neighbours in the public listing order, for previous / next navigation. */
/** The profiles before and after in the listing of its category, in the default order (the site walks a visitor's own list itself). */
function neighbours(store: MockStore, p: ProfileRecord): { prev: string | null; next: string | null } {
  const list = store.index.ensure(store).query({ category: p.form.category });
  const at = list.findIndex((x) => x.rec.id === p.id);
  if (at < 0) return { prev: null, next: null };
  return { prev: list[at - 1]?.rec.slug ?? null, next: list[at + 1]?.rec.slug ?? null };
}

function nearby(store: MockStore, p: ProfileRecord, viewer: UserRecord | null, locale: Locale): ProfileSummary[] {
  const same = store.index.ensure(store).query({ city_id: p.form.city_id });
  return same.filter((x) => x.rec.id !== p.id).slice(0, NEARBY_COUNT).map((x) => toProfileSummary(store, x.rec, viewer, locale));
}

/** The profile page in `locale`; the owner also gets the saved form values (for the editor) and real photos. */
export function toProfile(store: MockStore, p: ProfileRecord, viewer: UserRecord | null, locale: Locale): Profile {
  const owner = canManageProfile(viewer, p);
  const { main_image: _main, price_from: _price, ...summary } = toProfileSummary(store, p, viewer, locale, owner);
  const { prev, next } = isPublicProfile(p) ? neighbours(store, p) : { prev: null, next: null };
  const main = mainImage(p, owner);
  const currency = currencyOf(store, p);
  return {
    ...summary,
    user_id: p.user_id,
    form: owner ? p.form : {},
    description: p.form.description ?? '',
    parameters: parameters(store, p, locale),
    images: hidden(p, owner) ? { main_slide: main, other_sliders: [] } : toGallery(p.gallery),
    additional_services: servicesIn(p.additional_services, store.reference.services, locale),
    inklusive_services: servicesIn(p.inklusive_services, store.reference.services, locale),
    taboo_services: servicesIn(p.taboo_services, store.reference.services, locale),
    working_time: p.working_time,
    days_off: store.daysOff.get(p.id) ?? [],
    cam_links: p.form.cam_links ?? [],
    my_price: { time: p.rates.map((r) => r.time), incall: p.rates.map((r) => r.incall), outcall: p.rates.map((r) => r.outcall) },
    currency: currency ? currencyIn(currency, locale) : null,
    phone_number: p.form.phone_number ?? null,
    whatsapp_number: p.form.whatsapp_number ?? null,
    telegram_number: p.form.telegram_number ?? null,
    is_favorite: viewer ? store.favoritesOf(viewer.id).profiles.has(p.id) : false,
    status: p.status,
    is_active: p.is_active,
    is_final: p.is_final,
    verification_requested: p.verification_requested,
    moderation_message: p.moderation_message,
    sent_to_moderation_at: isoOrNull(p.sent_to_moderation_at),
    views: p.views,
    ...(owner ? { statistics: statisticsOf(store, p) } : {}),
    last_seen_at: isoOrNull(p.last_seen_at),
    updated_at: iso(p.updated_at),
    prev_slug: prev,
    next_slug: next,
    nearby: nearby(store, p, viewer, locale),
  };
}
