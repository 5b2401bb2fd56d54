import * as z from 'zod';
import { Id, SafeUrl } from '../primitives';

/** An uploaded image: its URL and id (the id is what delete-image sends). */
export const ImageRef = z.object({ image: SafeUrl, image_id: Id }).meta({ id: 'ImageRef' });
export type ImageRef = z.infer<typeof ImageRef>;

/** §3: images {main_slide {image, image_id}, other_sliders[]}. */
export const Gallery = z
  .object({ main_slide: ImageRef.nullable(), other_sliders: z.array(ImageRef) })
  .meta({ id: 'Gallery' });
export type Gallery = z.infer<typeof Gallery>;
