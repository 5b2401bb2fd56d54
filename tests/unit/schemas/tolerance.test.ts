import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { IndividualProfileForm, operations, tolerance } from '../../../schemas';
import { RESPONSES } from '../client/fixtures';

/**
 * The declarations of tolerant reading (schemas/tolerance.ts) and what every response schema
 * accepts: undocumented extra fields never fail a call, and every declared empty value is one the
 * schema accepts, so a repaired answer always validates.
 */

/** Every schema reachable from `root`: object fields, list entries, wrapped and alternative schemas. */
function reachable(root: z.ZodMiniType): z.ZodMiniType[] {
  const seen = new Set<z.ZodMiniType>();
  const visit = (schema: z.ZodMiniType) => {
    if (seen.has(schema)) return;
    seen.add(schema);
    const def = schema._zod.def as unknown as Record<string, unknown>;
    const inner: unknown[] = [];
    if (schema instanceof z.ZodMiniObject) inner.push(...Object.values(schema.shape));
    if (schema instanceof z.ZodMiniLazy) inner.push(schema.def.getter());
    for (const value of Object.values(def)) inner.push(...(Array.isArray(value) ? value : [value]));
    for (const value of inner) if (value instanceof z.ZodMiniType) visit(value);
  };
  visit(root);
  return [...seen];
}

const responseSchemas = operations.map((o) => [o.id, o.response] as const);

/** The answer with an undocumented field added to every object in it. */
function withExtraFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withExtraFields);
  if (value === null || typeof value !== 'object') return value;
  return { ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withExtraFields(v)])), undocumented_field: 'new' };
}

describe('undocumented extra fields', () => {
  it.each(responseSchemas)('no object in the response of %s is strict', (_id, schema) => {
    const strict = reachable(schema).filter((s) => s instanceof z.ZodMiniObject && s._zod.def.catchall instanceof z.ZodMiniNever);
    expect(strict.map((s) => Object.keys((s as z.ZodMiniObject).shape).slice(0, 3).join(','))).toEqual([]);
  });

  it.each(responseSchemas)('an answer of %s with an extra field in every object validates strictly', (id, schema) => {
    expect(schema.safeParse(withExtraFields(RESPONSES[id])).error?.issues).toBeUndefined();
  });
});

describe('declared empty values', () => {
  /** The form values a profile is read back with (for the editor): every field optional, each left out when broken. */
  const isFormValues = (schema: z.ZodMiniObject) => 'gender_id' in schema.shape;
  const all = [...new Set(operations.flatMap((o) => reachable(o.response)))].flatMap((schema) => {
    const rule = tolerance.get(schema);
    if (rule?.drop !== 'section' || !(schema instanceof z.ZodMiniObject)) return [];
    return Object.entries(rule.sections).map(([key, fallback]) => [key, (schema.shape as Record<string, z.ZodMiniType>)[key], fallback, isFormValues(schema)] as const);
  });
  const declared = all.filter(([, , , form]) => !form).map(([key, field, fallback]) => [key, field, fallback] as const);

  it('let every form value of the editor be left out when broken (all are optional), and nothing else of it', () => {
    const formKeys = Object.keys(IndividualProfileForm.shape).filter((key) => key !== 'user_id');
    expect(all.filter(([, , , form]) => form).map(([key]) => key).sort()).toEqual([...new Set(formKeys)].sort());
    expect(all.filter(([, , fallback, form]) => form && fallback !== undefined)).toEqual([]);
  });

  it('are declared on the entities the pages show (cards, profile, business, review, story, notification)', () => {
    expect(new Set(declared.map(([key]) => key))).toEqual(new Set([
      'statuses',
      'main_image', 'price_from', 'avg_rating', 'images', 'working_time', 'my_price', 'currency', 'statistics', 'last_seen_at',
      'days_off', 'prev_slug', 'next_slug', 'website', 'our_addittional_service', 'main_slide', 'reply', 'poster', 'href',
      'gender', 'orientation', 'nationality', 'ethnicity', 'height_cm', 'weight_kg', 'body_type', 'hair_length', 'hair_color',
      'eye_color', 'breast_size', 'bust_type', 'intimate_grooming', 'alcohol', 'smokers', 'tattoo', 'available_for', 'travel_mode',
    ]));
  });

  it.each(declared)('the empty value of %s is valid for its field', (_key, field, fallback) => {
    expect(field).toBeDefined();
    expect(field!.safeParse(fallback).success).toBe(true);
  });

  it('never declares an essential field (ids, slugs, names) droppable', () => {
    const essential = ['id', 'slug', 'name', 'age', 'category', 'city', 'country', 'type', 'user_id', 'status', 'form', 'general_info'];
    expect(declared.map(([key]) => key).filter((key) => essential.includes(key))).toEqual([]);
  });
});
