import { ProfileCreateRequest, ProfileEditRequest, ProfilePatchRequest } from '@portal/sdk/schemas';
import type { Category, Profile, Rate } from '@portal/sdk';
import { RATE_DURATIONS } from '@portal/sdk';
import { editorErrorMap } from './messages';
import { CREATE_STEP, DETAIL_STEPS } from './steps';
import type { EditorStep } from './steps';
import { emptyEditorValues, emptyPhone, pickValues } from './values';
import type { EditorValues } from './values';
import type { StepErrors } from '../steps/types';

/** Field path → message (as zod gives it; `messageRef` turns it into a catalog key). */
export type { StepErrors } from '../steps/types';
export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: StepErrors };

/** Validates one step's slice with its schema; the output is the slice in wire shape. */
export function parseStep(step: EditorStep, values: EditorValues): Parsed<Record<string, unknown>> {
  const result = step.schema.safeParse(pickValues(values, step.values), { error: editorErrorMap });
  if (result.success) return { ok: true, data: result.data as Record<string, unknown> };
  const errors: StepErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}

export interface CreateContext {
  userId: number;
  /** A business adding one of its models (POST /api/profile accepts these two extra fields). */
  businessId?: number;
  incognito?: boolean;
}

/**
 * Questionnaire step 1: POST /api/profile with user_id and the basic info of the editor's first
 * step. The other form steps follow through /edit (toEditRequest), each when it is submitted.
 */
export function toCreateRequest(values: EditorValues, ctx: CreateContext): Parsed<ProfileCreateRequest> {
  const first = parseStep(CREATE_STEP, values);
  if (!first.ok) return first;
  const merged: Record<string, unknown> = { user_id: ctx.userId, ...first.data };
  if (ctx.businessId !== undefined) merged.business_id = ctx.businessId;
  if (ctx.incognito !== undefined) merged.incognito = ctx.incognito;
  return { ok: true, data: ProfileCreateRequest.parse(merged) };
}

/** An existing profile: one basic step's fields for POST /api/profile/{id}/edit. */
export function toEditRequest(step: EditorStep, values: EditorValues): Parsed<ProfileEditRequest> {
  const parsed = parseStep(step, values);
  return parsed.ok ? { ok: true, data: ProfileEditRequest.parse(parsed.data) } : parsed;
}

/** The profile category's id(s) for the PATCH's `categories` (IndividualData.categories). */
export function categoryIds(values: EditorValues, categories: readonly Category[] | undefined): number[] | undefined {
  if (!categories || values.category === null) return undefined;
  const ids = categories.filter((c) => c.type === 'profile' && c.slug === values.category).map((c) => c.id);
  return ids.length > 0 ? ids : undefined;
}

export interface PatchContext {
  categories?: readonly Category[];
  /** The final submit of questionnaire step 3. */
  isFinal?: boolean;
}

/** Questionnaire step 3: the given detail steps (default all) for PATCH /api/profile/{id}. */
export function toPatchRequest(
  values: EditorValues, ctx: PatchContext = {}, steps: readonly EditorStep[] = DETAIL_STEPS,
): Parsed<ProfilePatchRequest> {
  const body: Record<string, unknown> = {};
  const errors: StepErrors = {};
  for (const step of steps) {
    const parsed = parseStep(step, values);
    if (parsed.ok) Object.assign(body, parsed.data);
    else Object.assign(errors, parsed.errors);
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const categories = categoryIds(values, ctx.categories);
  if (categories) body.categories = categories;
  if (ctx.isFinal) body.is_final = true;
  return { ok: true, data: ProfilePatchRequest.parse(body) };
}

/** my_price (parallel lists) as the editor's rate rows. */
export function ratesFromPrice(price: Profile['my_price']): Rate[] {
  return price.time.map((time, i) => ({ time, incall: price.incall[i] ?? null, outcall: price.outcall[i] ?? null }));
}

/** The editor's starting values from GET /api/profile/{id}/edit. */
export function editorValuesFromProfile(profile: Profile): EditorValues {
  const base = emptyEditorValues();
  const form = profile.form;
  const values: EditorValues = { ...base };
  for (const key of Object.keys(form) as (keyof typeof form)[]) {
    const value = form[key];
    if (value === undefined) continue;
    (values as unknown as Record<string, unknown>)[key] = value;
  }
  values.whatsapp_number = form.whatsapp_number ?? emptyPhone();
  values.telegram_number = form.telegram_number ?? '';
  values.phone_number = form.phone_number ?? emptyPhone();
  values.description = form.description ?? profile.description;
  values.inklusive_services = profile.inklusive_services;
  values.additional_services = profile.additional_services;
  values.taboo_services = profile.taboo_services;
  values.rates = ratesFromPrice(profile.my_price).sort((a, b) => RATE_DURATIONS.indexOf(a.time) - RATE_DURATIONS.indexOf(b.time));
  if (profile.working_time) values.time = profile.working_time;
  return values;
}
