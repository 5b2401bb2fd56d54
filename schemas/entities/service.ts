import * as z from 'zod/mini';
import { meta } from '../compose';
import { RATE_DURATIONS, SHORT_TEXT_MAX_LENGTH } from '../constants';
import { Id } from '../primitives';

/** §3: a service as attached to a profile or business. `summary` is its price. */
export const Service = meta(
  z.object({
    id: Id,
    title: z.string().check(z.minLength(1), z.maxLength(SHORT_TEXT_MAX_LENGTH)),
    summary: meta(z.nullable(z.number().check(z.nonnegative(), z.lte(1_000_000))), { description: 'Price of the service' }),
    description: z.nullable(z.string().check(z.maxLength(SHORT_TEXT_MAX_LENGTH))),
    time: z.nullable(z.enum(RATE_DURATIONS)),
    include: meta(z.boolean(), { description: 'true: included in the rate; false: excluded (extra)' }),
    check: meta(z.boolean(), { description: 'Whether the service is offered' }),
  }),
  { id: 'Service' },
);
export type Service = z.infer<typeof Service>;
