import { fn } from 'storybook/test';
import type { Gallery } from '../../schemas';
import { galleryImages } from '@portal/components/features/editor';
import type { GalleryOrderState, MediaUploadsState, PendingPhoto } from '@portal/components/features/editor';
import { renderPlaceholderSvg } from '../../mocks/media/placeholder';

/** A placeholder picture as a file (never a photo of a person). */
export const demoFile = (seed: string) =>
  new Blob([renderPlaceholderSvg({ seed, width: 600, height: 800, label: 'M' })], { type: 'image/svg+xml' });

export const pendingPhoto = (key: string, over: Partial<PendingPhoto> = {}): PendingPhoto => ({
  key, file: demoFile(key), name: `${key}.jpg`, status: 'queued', progress: 0, main: false, error: null, ...over,
});

/** A frozen order of the photos (saving, failed…); `over` sets the moment. */
export const frozenOrder = (gallery: Gallery, over: Partial<GalleryOrderState> = {}): GalleryOrderState => ({
  images: galleryImages(gallery), canArrange: true, saving: false, error: null, unsaved: false,
  move: fn().mockName('move'), makeMain: fn().mockName('makeMain'), retry: fn().mockName('retryOrder'), ...over,
});

/** A frozen uploads state, so a story shows exactly one moment (uploading, failed…). */
export function frozenMedia(gallery: Gallery, items: PendingPhoto[], canUpload = true, order = frozenOrder(gallery)): MediaUploadsState {
  return {
    canUpload, gallery, items, busyImage: null, actionError: null,
    add: fn().mockName('add'), retry: fn().mockName('retry'), discard: fn().mockName('discard'), markMain: fn().mockName('markMain'),
    deleteImage: fn().mockName('deleteImage'), order,
  };
}
