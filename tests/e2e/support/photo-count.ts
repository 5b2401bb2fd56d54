import { PHOTO_MIN_COUNT } from '../../../schemas/constants';
import editor from '../../../sdk/i18n/sections/editor/en';

/** The media step's count against the spec's minimum as it reads with `count` uploaded photos. */
export const photoCountText = (count: number): string =>
  (count < PHOTO_MIN_COUNT ? editor.photos.needed : editor.photos.enough)
    .replaceAll('{count}', String(count))
    .replaceAll('{n}', String(PHOTO_MIN_COUNT));
