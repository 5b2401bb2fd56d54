import * as z from 'zod/mini';
import { meta } from '../compose';
import { Id, SafeUrl } from '../primitives';
import { optionalSections, tolerantList } from '../tolerance';

/** An uploaded image: its URL and id (the id is what delete-image sends). */
export const ImageRef = meta(z.object({ image: SafeUrl, image_id: Id }), { id: 'ImageRef' });
export type ImageRef = z.infer<typeof ImageRef>;

/** §3: images {main_slide {image, image_id}, other_sliders[]}. */
export const Gallery = optionalSections(
  meta(z.object({ main_slide: z.nullable(ImageRef), other_sliders: tolerantList(ImageRef) }), { id: 'Gallery' }),
  { main_slide: null },
);
/** A gallery without photos: what a broken gallery section of a page becomes (see ../tolerance). */
export const EMPTY_GALLERY: Gallery = { main_slide: null, other_sliders: [] };
export type Gallery = z.infer<typeof Gallery>;
