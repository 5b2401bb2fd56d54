import * as z from 'zod/mini';
import { meta } from '../compose';
import { Id, Slug } from '../primitives';

/** A path id that accepts a numeric id or a slug (public pages address profiles by slug). */
export const IdOrSlug = z.object({
  id: meta(z.union([Id, Slug]), { description: 'Numeric id or slug' }),
});
export const IdParam = z.object({ id: Id });
export const Success = z.object({ success: z.boolean() });
export const dataOf = <T extends z.ZodMiniType>(schema: T) => z.object({ data: schema });
