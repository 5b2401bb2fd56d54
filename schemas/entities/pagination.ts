import * as z from 'zod/mini';
import { meta } from '../compose';
import { tolerantList } from '../tolerance';

/** §3: pagination meta. */
export const PaginationMeta = meta(
  z.object({
    page: z.number().check(z.int(), z.positive()),
    per_page: z.number().check(z.int(), z.positive()),
    total_items: z.number().check(z.int(), z.nonnegative()),
    total_pages: z.number().check(z.int(), z.nonnegative()),
  }),
  { id: 'PaginationMeta' },
);
export type PaginationMeta = z.infer<typeof PaginationMeta>;

/** A page of a list: a broken entry is left out (see ../tolerance), a broken envelope fails the answer. */
export const paginated = <T extends z.ZodMiniType>(item: T) => z.object({ data: tolerantList(item), meta: PaginationMeta });
