import * as z from 'zod';

/** §3: pagination meta. */
export const PaginationMeta = z
  .object({
    page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    total_items: z.number().int().nonnegative(),
    total_pages: z.number().int().nonnegative(),
  })
  .meta({ id: 'PaginationMeta' });
export type PaginationMeta = z.infer<typeof PaginationMeta>;

export const paginated = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: PaginationMeta });
