import { z } from 'zod/mini';
import { AgencyPicture, BusinessType, BusinessUpdateRequest, GeneralInfo, Id, Name, SafeUrl, Service, ShortText, WorkingTime } from '@portal/sdk/schemas';
import { encodeMessage } from '../editor/messages';

/**
 * The schema slice of each questionnaire step, built from the wire schemas (GeneralInfo,
 * AgencyPicture, BusinessUpdateRequest) so every rule is written once. Each validates its part of
 * `BusinessValues` and outputs the wire shape.
 */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const update = BusinessUpdateRequest.shape;

export const aboutSchema = z.object({
  name: Name,
  website: z.pipe(z.transform(blankToNull), z.nullable(SafeUrl)),
  description: update.description.def.innerType,
  title: ShortText,
  type: BusinessType,
});

export const generalInfoSchema = z.object({ general_info: GeneralInfo });

export const categoriesSchema = z.object({ categories: z.array(Id).check(z.minLength(1, 'Required')) });

export const workingTimeSchema = z.object({ working_time: WorkingTime });

/** §5 "service summary": an extra-charge service needs its price, as in the model's editor. */
export const servicesSchema = z
  .object({
    inklusive_services: z.array(Service),
    additional_services: z.array(Service),
    our_addittional_service: z.pipe(z.transform(blankToNull), update.our_addittional_service.def.innerType),
  }).check(z.superRefine((v, ctx) => {
    v.additional_services.forEach((service, i) => {
      if (service.check && service.summary === null) {
        ctx.addIssue({ code: 'custom', message: 'Required', path: ['additional_services', i, 'summary'] });
      }
    });
  }));

/** Asking the team to create a banner needs a word about what it should show. */
export const pictureSchema = z
  .object({
    agency_picture: z.pipe(
      z.transform((v) => (v && typeof v === 'object' ? { ...v, description: blankToNull((v as { description?: unknown }).description) } : v)),
      AgencyPicture,
    ),
  }).check(z.superRefine((v, ctx) => {
    if (v.agency_picture.create_banner && !v.agency_picture.description) {
      ctx.addIssue({ code: 'custom', message: encodeMessage({ key: 'validation.required' }), path: ['agency_picture', 'description'] });
    }
  }));

export const noFieldsSchema = z.object({});
