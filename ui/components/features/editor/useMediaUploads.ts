import { useCallback, useEffect, useRef, useState } from 'react';
import type { Gallery, ImageRef } from '@portal/sdk';
import { galleryOf } from './media';
import { useLatestRef, useMountedRef } from '../internal/refs';
import { useGalleryOrder } from './useGalleryOrder';
import type { ArrangePhotos } from './useGalleryOrder';

export interface UploadOptions {
  /** Make the photo the main slide. */
  main: boolean;
  /** 0..1 as the photo is sent. */
  onProgress: (fraction: number) => void;
}

/** The page wires this to `client.profiles.uploadImage(id, file, options)`. */
export type UploadPhoto = (file: Blob, options: UploadOptions) => Promise<Gallery>;

export type UploadStatus = 'queued' | 'uploading' | 'failed';

/** A photo of this visit not yet on the server. The file is kept so a failed upload can be retried. */
export interface PendingPhoto {
  key: string;
  file: Blob;
  name: string;
  status: UploadStatus;
  /** 0..1 */
  progress: number;
  main: boolean;
  error: unknown;
}

export interface UseMediaUploadsOptions {
  gallery: Gallery;
  /** Undefined while the profile does not exist: photos wait, queued, until it does. */
  upload?: UploadPhoto;
  /** POST /api/profile/{id}/delete-image. */
  remove?: (imageIds: number[]) => Promise<Gallery>;
  /** POST /api/profile/{id}/arrange-images: the order of the photos, the first the main slide. */
  arrange?: ArrangePhotos;
  onGalleryChange?: (gallery: Gallery) => void;
}

let counter = 0;
const nextKey = () => `photo-${++counter}`;

/**
 * Photo uploads one at a time (kinder to a phone connection, and the main flag arrives in order),
 * each with its progress; a failure keeps the file for a retry.
 */
export function useMediaUploads({ gallery: initial, upload, remove, arrange, onGalleryChange }: UseMediaUploadsOptions) {
  const [gallery, setGallery] = useState(initial);
  const [items, setItems] = useState<PendingPhoto[]>([]);
  const [busyImage, setBusyImage] = useState<number | null>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const mountedRef = useMountedRef();
  const running = useRef(false);
  const onChangeRef = useLatestRef(onGalleryChange);

  const patch = useCallback((key: string, change: Partial<PendingPhoto>) => {
    if (mountedRef.current) setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, [mountedRef]);

  const applyGallery = useCallback((next: Gallery) => {
    if (!mountedRef.current) return;
    setGallery(next);
    onChangeRef.current?.(next);
  }, [mountedRef, onChangeRef]);

  useEffect(() => {
    if (!upload || running.current) return;
    const item = items.find((i) => i.status === 'queued');
    if (!item) return;
    running.current = true;
    patch(item.key, { status: 'uploading', progress: 0, error: null });
    upload(item.file, { main: item.main, onProgress: (fraction) => patch(item.key, { progress: Math.max(0, Math.min(1, fraction)) }) })
      .then((next) => {
        applyGallery(next);
        if (mountedRef.current) setItems((list) => list.filter((i) => i.key !== item.key));
      })
      .catch((error: unknown) => patch(item.key, { status: 'failed', error }))
      .finally(() => {
        running.current = false;
        // Wake the effect for the next queued photo.
        if (mountedRef.current) setItems((list) => [...list]);
      });
  }, [applyGallery, items, mountedRef, patch, upload]);

  const add = useCallback((file: Blob, name: string) => {
    setItems((list) => {
      // The first photo of an empty gallery becomes the main slide unless another was chosen.
      const main = !gallery.main_slide && !list.some((i) => i.main);
      return [...list, { key: nextKey(), file, name, status: 'queued', progress: 0, main, error: null }];
    });
  }, [gallery.main_slide]);

  const retry = useCallback((key: string) => patch(key, { status: 'queued', progress: 0, error: null }), [patch]);

  const discard = useCallback((key: string) => {
    setItems((list) => list.filter((i) => i.key !== key || i.status === 'uploading'));
  }, []);

  /** A waiting photo will be uploaded as the main slide (only one can be). */
  const markMain = useCallback((key: string) => {
    setItems((list) => list.map((i) => ({ ...i, main: i.key === key })));
  }, []);

  const run = useCallback(async (imageId: number, action: () => Promise<Gallery>) => {
    setBusyImage(imageId);
    setActionError(null);
    try {
      applyGallery(await action());
    } catch (error) {
      if (mountedRef.current) setActionError(error);
    } finally {
      if (mountedRef.current) setBusyImage(null);
    }
  }, [applyGallery, mountedRef]);

  const deleteImage = useCallback((image: ImageRef) => {
    if (remove) void run(image.image_id, () => remove([image.image_id]));
  }, [remove, run]);

  const order = useGalleryOrder({ gallery, arrange, onSaved: applyGallery });

  return {
    /** False while there is no upload function (no profile yet): new photos wait, queued. */
    canUpload: upload !== undefined,
    /** The gallery as the owner arranged it (its order may still be saving). */
    gallery: order.unsaved ? galleryOf(order.images) : gallery,
    items, busyImage, actionError, add, retry, discard, markMain,
    deleteImage: remove ? deleteImage : undefined,
    /** The photos' order: move, make main, the save's state and its retry. */
    order,
  };
}

export type MediaUploadsState = ReturnType<typeof useMediaUploads>;
