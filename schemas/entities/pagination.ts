import * as z from 'zod';
import { tolerantList } from '../tolerance';

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

/** A page of a list: a broken entry is left out (see ../tolerance), a broken envelope fails the answer. */
export const paginated = <T extends z.ZodType>(item: T) => z.object({ data: tolerantList(item), meta: PaginationMeta });
