import { BusinessUpdateRequest } from '@portal/sdk/schemas';
import type { Category } from '@portal/sdk';
import { editorErrorMap } from '../editor/messages';
import type { Parsed, StepErrors } from '../editor/payload';
import { businessStepById } from './questionnaire';
import type { BusinessStep, BusinessStepId } from './questionnaire';
import { pickBusinessValues } from './values';
import type { BusinessValues } from './values';

/** Validates one step's slice; errors by field path (messages as `messageRef` reads them). */
export function parseBusinessStep(step: BusinessStep, values: BusinessValues): Parsed<Record<string, unknown>> {
  const result = step.schema.safeParse(pickBusinessValues(values, step.values), { error: editorErrorMap });
  if (result.success) return { ok: true, data: result.data as Record<string, unknown> };
  const errors: StepErrors = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
}

/**
 * The categories sent: the profile categories chosen, plus the category of the business's own
 * type (agencies, studio_sex...), which the type step decides. Without the category list the
 * chosen ids go out as they are.
 */
export function businessCategoryIds(values: Pick<BusinessValues, 'categories' | 'type'>, categories?: readonly Category[]): number[] {
  if (!categories) return [...new Set(values.categories)];
  const profileIds = new Set(categories.filter((c) => c.type === 'profile').map((c) => c.id));
  const typeIds = categories.filter((c) => c.type === 'business' && c.slug === values.type).map((c) => c.id);
  return [...new Set([...values.categories.filter((id) => profileIds.has(id)), ...typeIds])];
}

export interface BusinessPayloadContext {
  /** GET /api/categories: lets the categories step add the type's own category. */
  categories?: readonly Category[];
  /** The final submit of the questionnaire. */
  isFinal?: boolean;
}

/** One step's POST /api/business/{id} body; null for the photo step, which sends nothing. */
export function toBusinessUpdate(
  id: BusinessStepId, values: BusinessValues, ctx: BusinessPayloadContext = {},
): Parsed<BusinessUpdateRequest> | null {
  const step = businessStepById(id);
  if (step.values.length === 0 && !ctx.isFinal) return null;
  const parsed = parseBusinessStep(step, values);
  if (!parsed.ok) return parsed;
  const body: Record<string, unknown> = { ...parsed.data };
  if (id === 'categories') body.categories = businessCategoryIds(values, ctx.categories);
  if (ctx.isFinal) body.is_final = true;
  return { ok: true, data: BusinessUpdateRequest.parse(body) };
}
