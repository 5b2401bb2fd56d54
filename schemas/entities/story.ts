import * as z from 'zod/mini';
import { meta } from '../compose';
import { STORY_MEDIA_TYPE, STORY_STATUSES } from '../constants';
import { Id, IsoDateTime, Name, SafeUrl, Slug } from '../primitives';
import { optionalSections } from '../tolerance';

/** A story: a short video posted by a model or business; a broken poster is left out (the video shows without one). */
export const Story = optionalSections(
  meta(
    z.object({
      id: Id,
      type: z.literal(STORY_MEDIA_TYPE),
      url: SafeUrl,
      poster: z.nullable(SafeUrl),
      author: z.object({ id: Id, name: Name, slug: Slug }),
      created_at: IsoDateTime,
      status: meta(z.optional(z.enum(STORY_STATUSES)), {
        description:
          'pending: held until the author is approved, listed for its owner only; absent means published (beyond spec 7)',
      }),
    }),
    { id: 'Story' },
  ),
  { poster: null },
);
export type Story = z.infer<typeof Story>;

/** A notification about a new model (client area); a broken link is left out. */
export const Notification = optionalSections(
  meta(
    z.object({
      id: Id,
      kind: z.enum(['new_model', 'review_reply', 'system']),
      title: z.string(),
      href: z.nullable(SafeUrl),
      read: z.boolean(),
      created_at: IsoDateTime,
    }),
    { id: 'Notification' },
  ),
  { href: null },
);
export type Notification = z.infer<typeof Notification>;
