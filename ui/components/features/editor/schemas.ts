import { z } from 'zod/mini';
import { IndividualProfileForm, PROFILE_BASIC_FIELDS, ProfilePatchRequest } from '@portal/sdk/schemas';
import { CAM_LINKS_MIN } from '@portal/sdk';
import { encodeMessage } from './messages';

/**
 * The schema slice of each step, picked from the wire schemas so every rule (lengths, 18+ ages,
 * the spec's messages) is written once. Each validates the step's part of `EditorValues` and
 * outputs the wire shape.
 */

type FormKey = keyof typeof IndividualProfileForm.shape;
const formSlice = <K extends FormKey>(keys: readonly K[]) =>
  // zod's pick wants a literal mask; built from the list so the field list is written once.
  z.pick(IndividualProfileForm, Object.fromEntries(keys.map((k) => [k, true])) as never) as unknown as z.ZodMiniObject<
    Pick<typeof IndividualProfileForm.shape, K>
  >;

/** Step 1 general info holds the questionnaire's basic info: the fields that create the profile. */
export const GENERAL_FIELDS = PROFILE_BASIC_FIELDS;
export const PARAMETER_FIELDS = [
  'height_id', 'weight_id', 'body_type_id', 'hair_length_id', 'hair_color_id', 'eye_color_id', 'breast_size_id',
  'bust_type_id', 'intimate_grooming_id', 'alcohol_id', 'smokers_id', 'tattoo_id', 'piercing', 'user_languages',
  'travel', 'travel_mode_id', 'meeting_with', 'available_for',
] as const;
export const ABOUT_FIELDS = ['description'] as const;
export const CONTACT_FIELDS = ['phone_number', 'whatsapp_number', 'telegram_number', 'currencies_id'] as const;
/** Web cam models: the platforms where her shows are (the web cam variant's own step). */
export const PLATFORM_FIELDS = ['cam_links'] as const;
export const SERVICE_FIELDS = ['inklusive_services', 'additional_services', 'taboo_services'] as const;

export const generalSchema = formSlice(GENERAL_FIELDS);
export const parametersSchema = formSlice(PARAMETER_FIELDS);
export const aboutSchema = formSlice(ABOUT_FIELDS);
/** A cam model links at least one platform (the wire form takes none, as escorts send none). */
export const platformsSchema = z.object({
  cam_links: IndividualProfileForm.shape.cam_links.def.innerType.check(
    z.minLength(CAM_LINKS_MIN, encodeMessage({ key: 'editor.webcam.platforms.atLeastOne' })),
  ),
});

const blank = (v: unknown) => typeof v === 'string' && v.trim() === '';

/** WhatsApp and Telegram are optional: left blank they go out as null, as the wire schema expects. */
export const contactsSchema = z.pipe(z.transform((input) => {
  if (typeof input !== 'object' || input === null) return input;
  const values = input as Record<string, unknown>;
  const whatsapp = values.whatsapp_number as { tel?: unknown } | null | undefined;
  return {
    ...values,
    whatsapp_number: whatsapp && !blank(whatsapp.tel) ? whatsapp : null,
    telegram_number: blank(values.telegram_number) ? null : values.telegram_number,
  };
}), formSlice(CONTACT_FIELDS));

const patch = ProfilePatchRequest.shape;

/**
 * §5 "service summary": an additional (extra-charge) service that is offered needs its price.
 * Included services are in the rate and taboo ones are not offered, so they carry none.
 */
export const servicesSchema = z
  .object({
    inklusive_services: patch.inklusive_services.def.innerType,
    additional_services: patch.additional_services.def.innerType,
    taboo_services: patch.taboo_services.def.innerType,
  }).check(z.superRefine((v, ctx) => {
    // A profile offers something: at least one service, included or extra.
    if (![...v.inklusive_services, ...v.additional_services].some((s) => s.check)) {
      ctx.addIssue({ code: 'custom', message: encodeMessage({ key: 'editor.services.noneChosen' }), path: ['inklusive_services'] });
    }
    v.additional_services.forEach((service, i) => {
      if (service.check && service.summary === null) {
        ctx.addIssue({ code: 'custom', message: 'Required', path: ['additional_services', i, 'summary'] });
      }
    });
  }));

export const ratesSchema = z
  .object({ rates: patch.rates.def.innerType.check(z.minLength(1, encodeMessage({ key: 'editor.rates.atLeastOne' }))) })
  .check(z.superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.rates.forEach((rate, i) => {
      if (seen.has(rate.time)) {
        ctx.addIssue({ code: 'custom', message: encodeMessage({ key: 'editor.rates.duplicate' }), path: ['rates', i, 'time'] });
      }
      seen.add(rate.time);
    });
  }));

export const workingTimeSchema = z.object({ time: patch.time.def.innerType });

/** Steps without fields of their own (media, preview, send) validate an empty slice. */
export const noFieldsSchema = z.object({});
