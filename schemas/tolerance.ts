import * as z from 'zod/mini';

/**
 * Tolerant reading: which parts of an answer the client may leave out when a backend
 * sends them broken, declared once, here, next to the schemas. Everything not declared is
 * essential: a broken id, slug or name still fails the answer.
 *
 * - a tolerant list (`tolerantList`): an entry that breaks the entry schema is left out, the
 *   others are kept (listing cards, reviews, services, gallery slides);
 * - an optional section (`optionalSections`): a part of an object that, when broken, is replaced
 *   by its empty value (null, an empty list, or left out when the field is optional).
 *
 * The SDK's transport validates strictly first and applies these rules only when that fails
 * (sdk/client/tolerate.ts). The declarations live in a registry of their own, so the OpenAPI
 * document and the validators are unchanged by them.
 */
export type Tolerance =
  { readonly drop: 'entry' } | { readonly drop: 'section'; readonly sections: Readonly<Record<string, unknown>> };

export const tolerance = z.registry<Tolerance>();

/** A list whose broken entries are left out, the others kept. */
export function tolerantList<T extends z.ZodMiniType>(entry: T): z.ZodMiniArray<T> {
  const list = z.array(entry);
  tolerance.add(list, { drop: 'entry' });
  return list;
}

/** What an optional section becomes when broken: its empty value (`undefined` leaves it out). */
export type SectionFallbacks<T extends z.ZodMiniObject> = { readonly [K in keyof z.output<T>]?: z.output<T>[K] };

/**
 * Declares parts of an object schema that may be replaced by their empty value when broken.
 * Call it on the schema as exported (after `.meta()`, which makes a new instance).
 */
export function optionalSections<T extends z.ZodMiniObject>(schema: T, sections: SectionFallbacks<T>): T {
  tolerance.add(schema, { drop: 'section', sections });
  return schema;
}
