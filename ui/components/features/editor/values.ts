import { DEFAULT_PHONE_CODE, WEEK_DAYS } from '@portal/sdk';
import type { CamLink, IndividualProfileForm, ProfileCategory, Rate, Service, WorkingDay, WorkingTime } from '@portal/sdk';

/** The form fields the owner types in; user_id comes from the session instead. */
type Form = Omit<IndividualProfileForm, 'user_id'>;

/** A phone number as typed: the dial code and the local number ('' while unset). */
export interface PhoneInput {
  code: string;
  tel: string;
}

/**
 * Everything the editor holds, one key per wire field (the spec's names). Until the owner fills
 * a field in it is unset: ids are null, texts '', lists []. WhatsApp and Telegram stay strings while
 * typed and become null on the wire when left blank.
 */
export type EditorFormValues = {
  [K in keyof Form]-?: K extends 'whatsapp_number'
    ? PhoneInput
    : K extends 'telegram_number'
      ? string
      : K extends 'phone_number'
        ? PhoneInput
        : K extends 'category'
          ? ProfileCategory | null
          : K extends 'cam_links'
            ? CamLink[]
            : Form[K] extends number
            ? number | null
            : Form[K];
};

/** The questionnaire's step-3 data (PATCH /api/profile/{id}) as the editor holds it. */
export interface EditorPatchValues {
  inklusive_services: Service[];
  additional_services: Service[];
  taboo_services: Service[];
  rates: Rate[];
  time: WorkingTime;
}

export type EditorValues = EditorFormValues & EditorPatchValues;
export type EditorField = keyof EditorValues;

export const emptyPhone = (): PhoneInput => ({ code: DEFAULT_PHONE_CODE, tel: '' });

export const emptyWorkingDay = (): WorkingDay => ({ from: null, to: null, notAvailable: false });

export const emptyWorkingTime = (): WorkingTime =>
  Object.fromEntries(WEEK_DAYS.map((day) => [day, emptyWorkingDay()])) as WorkingTime;

/** A fresh editor: nothing chosen yet, the dial codes at the spec's default +380. */
export function emptyEditorValues(): EditorValues {
  return {
    name: '',
    description: '',
    gender_id: null,
    orientation_id: null,
    age_id: null,
    nationality_id: null,
    ethnicity_id: null,
    country_id: null,
    city_id: null,
    user_languages: [],
    weight_id: null,
    height_id: null,
    body_type_id: null,
    hair_length_id: null,
    hair_color_id: null,
    eye_color_id: null,
    breast_size_id: null,
    bust_type_id: null,
    intimate_grooming_id: null,
    alcohol_id: null,
    smokers_id: null,
    tattoo_id: null,
    piercing: [],
    travel: false,
    meeting_with: [],
    available_for: null,
    phone_number: emptyPhone(),
    whatsapp_number: emptyPhone(),
    telegram_number: '',
    currencies_id: null,
    travel_mode_id: null,
    category: null,
    cam_links: [],
    inklusive_services: [],
    additional_services: [],
    taboo_services: [],
    rates: [],
    time: emptyWorkingTime(),
  };
}

/** Picks the given keys of the editor values (a step's slice). */
export function pickValues<K extends EditorField>(values: EditorValues, keys: readonly K[]): Pick<EditorValues, K> {
  const slice = {} as Pick<EditorValues, K>;
  for (const key of keys) slice[key] = values[key];
  return slice;
}
