import { IndividualProfileForm } from '../../schemas';
import * as z from 'zod/mini';
import type { MockStore } from '../store/store';
import type { ProfileForm } from '../store/types';
import { validationError, type FieldErrors } from './errors';
import { MOCK_MESSAGES } from './messages';

/**
 * The checks the schema cannot do: every id of the form must name an option of
 * /api/all-individual-data, and the city must lie in the country.
 */
const SINGLE: Readonly<Record<string, string>> = {
  gender_id: 'genders', orientation_id: 'orientations', age_id: 'ages', nationality_id: 'nationalities',
  ethnicity_id: 'ethnicities', weight_id: 'weights', height_id: 'heights', body_type_id: 'body_types',
  hair_length_id: 'hair_lengths', hair_color_id: 'hair_colors', eye_color_id: 'eye_colors', breast_size_id: 'breast_sizes',
  bust_type_id: 'bust_types', intimate_grooming_id: 'intimate_groomings', alcohol_id: 'alcohol', smokers_id: 'smokers',
  tattoo_id: 'tattoos', available_for: 'available_for', travel_mode_id: 'travel_modes',
};
const MULTIPLE: Readonly<Record<string, string>> = { user_languages: 'languages', piercing: 'piercings', meeting_with: 'meeting_with' };

export function checkFormReferences(store: MockStore, form: Partial<ProfileForm>): void {
  const errors: FieldErrors = {};
  const bad = (field: string) => {
    errors[field] = [MOCK_MESSAGES.invalidOption];
  };
  const values = form as Record<string, unknown>;
  for (const [field, list] of Object.entries(SINGLE)) {
    const id = values[field];
    if (typeof id === 'number' && !store.hasOption(list, id)) bad(field);
  }
  for (const [field, list] of Object.entries(MULTIPLE)) {
    const ids = values[field];
    if (Array.isArray(ids) && ids.some((id) => !store.hasOption(list, id as number))) bad(field);
  }
  if (form.country_id !== undefined && !store.country(form.country_id)) bad('country_id');
  if (form.city_id !== undefined) {
    const city = store.city(form.city_id);
    if (!city || (form.country_id !== undefined && city.country_id !== form.country_id)) bad('city_id');
  }
  if (form.currencies_id !== undefined && !store.currency(form.currencies_id)) bad('currencies_id');
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** Category ids of a PATCH: they must be profile categories; the first one sets the listing. */
export function categoriesToSlug(store: MockStore, ids: readonly number[]): ProfileForm['category'] | null {
  const categories = ids.map((id) => store.reference.categories.find((c) => c.id === id));
  if (categories.some((c) => !c || c.type !== 'profile')) throw validationError({ categories: [MOCK_MESSAGES.invalidOption] });
  return (categories[0]?.slug as ProfileForm['category'] | undefined) ?? null;
}

const CompleteForm = z.omit(IndividualProfileForm, { user_id: true });

/** A profile is created with its basic info; only a complete form may go to moderation (and public). */
export function isCompleteForm(form: Partial<ProfileForm>): boolean {
  return CompleteForm.safeParse(form).success;
}
