import * as z from 'zod/mini';
import { en } from 'zod/v4/locales';

// zod/mini comes without messages ("Invalid input" for everything); classic zod loads English on
// import. The SDK's errors, the contract kit and the site's forms read those messages, so English
// is set here, unless the host app chose a locale of its own first.
if (!z.config().localeError) z.config(en());

/**
 * The schemas are written with zod/mini (a consumer's bundle pays for the functions it
 * uses, not for every method of every schema). Three classic methods have no function there;
 * these are them, with the classic semantics, so openapi.yaml stays what it was.
 *
 * The annotation lets bundlers drop a schema no one imports, as they would drop `z.object(...)`.
 */

/** A copy of the schema with OpenAPI metadata (id, description, examples, `x-` keys), as classic `.meta()`. */
/* @__NO_SIDE_EFFECTS__ */
export function meta<T extends z.ZodMiniType>(schema: T, data: z.core.GlobalMeta): T {
  // A copy, as classic `.meta()`: a check (`.check(z.meta())`) would travel into `z.extend` copies
  // and give two schemas one id.
  const copy = schema.clone();
  z.globalRegistry.add(copy, data);
  return copy;
}

/** The object without other keys allowed, its checks kept (classic `.strict()`). */
/* @__NO_SIDE_EFFECTS__ */
export function strict<T extends z.ZodMiniObject>(schema: T): z.ZodMiniObject<T['shape'], z.core.$strict> {
  return schema.clone({ ...schema._zod.def, catchall: z.never() }) as never;
}

/** The object with other keys kept (classic `.loose()`). */
/* @__NO_SIDE_EFFECTS__ */
export function loose<T extends z.ZodMiniObject>(schema: T): z.ZodMiniObject<T['shape'], z.core.$loose> {
  return schema.clone({ ...schema._zod.def, catchall: z.unknown() }) as never;
}
