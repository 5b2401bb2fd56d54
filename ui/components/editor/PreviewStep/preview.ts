import type { Currency, IndividualData, MyPrice, Option } from '@portal/sdk';
import type { EditorValues } from '../../features/editor';

/** The rate rows as the public profile reads them (parallel lists). */
export const toMyPrice = (rates: EditorValues['rates']): MyPrice => ({
  time: rates.map((r) => r.time),
  incall: rates.map((r) => r.incall),
  outcall: rates.map((r) => r.outcall),
});

const title = (list: readonly Option[] | undefined, id: number | null) => (id === null ? null : list?.find((o) => o.id === id) ?? null);
const titles = (list: readonly Option[] | undefined, ids: readonly number[]) =>
  ids.flatMap((id) => list?.filter((o) => o.id === id) ?? []);

/** Chosen ids resolved to their options, in the shape of the public profile's `parameters`. */
export function resolveParameters(values: EditorValues, data: IndividualData) {
  const numeric = (list: ReadonlyArray<Option & { value: number }>, id: number | null) =>
    id === null ? null : list.find((o) => o.id === id)?.value ?? null;
  return {
    gender: title(data.genders, values.gender_id),
    orientation: title(data.orientations, values.orientation_id),
    nationality: title(data.nationalities, values.nationality_id),
    ethnicity: title(data.ethnicities, values.ethnicity_id),
    languages: titles(data.languages, values.user_languages),
    height_cm: numeric(data.heights, values.height_id),
    weight_kg: numeric(data.weights, values.weight_id),
    body_type: title(data.body_types, values.body_type_id),
    hair_length: title(data.hair_lengths, values.hair_length_id),
    hair_color: title(data.hair_colors, values.hair_color_id),
    eye_color: title(data.eye_colors, values.eye_color_id),
    breast_size: title(data.breast_sizes, values.breast_size_id),
    bust_type: title(data.bust_types, values.bust_type_id),
    intimate_grooming: title(data.intimate_groomings, values.intimate_grooming_id),
    alcohol: title(data.alcohol, values.alcohol_id),
    smokers: title(data.smokers, values.smokers_id),
    tattoo: title(data.tattoos, values.tattoo_id),
    piercing: titles(data.piercings, values.piercing),
    meeting_with: titles(data.meeting_with, values.meeting_with),
    available_for: title(data.available_for, values.available_for),
    travel_mode: title(data.travel_modes, values.travel_mode_id),
  };
}

export const ageOf = (values: EditorValues, data: IndividualData | undefined): number | undefined =>
  values.age_id === null ? undefined : data?.ages.find((a) => a.id === values.age_id)?.value;

export const currencyOf = (values: EditorValues, currencies: readonly Currency[] | undefined): Currency | null =>
  currencies?.find((c) => c.id === values.currencies_id) ?? null;
