import * as z from 'zod';
import { RATE_DURATIONS, SHORT_TEXT_MAX_LENGTH } from '../constants';
import { Id } from '../primitives';

/** §3: a service as attached to a profile or business. `summary` is its price. */
export const Service = z
  .object({
    id: Id,
    title: z.string().min(1).max(SHORT_TEXT_MAX_LENGTH),
    summary: z.number().nonnegative().max(1_000_000).nullable().meta({ description: 'Price of the service' }),
    description: z.string().max(SHORT_TEXT_MAX_LENGTH).nullable(),
    time: z.enum(RATE_DURATIONS).nullable(),
    include: z.boolean().meta({ description: 'true: included in the rate; false: excluded (extra)' }),
    check: z.boolean().meta({ description: 'Whether the service is offered' }),
  })
  .meta({ id: 'Service' });
export type Service = z.infer<typeof Service>;
