import { useCallback, useMemo, useRef, useState } from 'react';
import type { Gallery, ImageRef } from '@portal/sdk';
import { galleryImages, moveItem } from './media';
import { useLatestRef, useMountedRef } from '../internal/refs';

/** POST /api/profile/{id}/arrange-images bound to the profile: every image id in order, the first the main slide. */
export type ArrangePhotos = (imageIds: number[]) => Promise<Gallery>;

export interface UseGalleryOrderOptions {
  /** The gallery as the server last answered it. */
  gallery: Gallery;
  /** Undefined when the host cannot save an order (the photos are shown, not moved). */
  arrange?: ArrangePhotos;
  /** The server's gallery after a saved order. */
  onSaved: (gallery: Gallery) => void;
}

/** The photos in `wanted`'s order; photos it does not name (uploaded meanwhile) follow, deleted ones drop out. */
function inOrder(images: readonly ImageRef[], wanted: readonly number[] | null): ImageRef[] {
  if (!wanted) return [...images];
  const rank = new Map(wanted.map((id, i) => [id, i]));
  const at = (image: ImageRef) => rank.get(image.image_id) ?? wanted.length;
  return [...images].sort((a, b) => at(a) - at(b));
}

/**
 * The owner's order of her photos: a move shows at once and is saved in the background, one save
 * at a time (moves made meanwhile are sent after it, as one). A failed save keeps the order on
 * screen with the error until `retry` (or the next move) sends it again: nothing is lost.
 */
export function useGalleryOrder({ gallery, arrange, onSaved }: UseGalleryOrderOptions) {
  const [wanted, setWanted] = useState<number[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const inFlight = useRef(false);
  const mountedRef = useMountedRef();
  const savedRef = useLatestRef(onSaved);

  const images = useMemo(() => inOrder(galleryImages(gallery), wanted), [gallery, wanted]);
  // The order to send next: set by a move or a retry, read when the save before it is done.
  const next = useRef<number[] | null>(null);

  const send = useCallback(() => {
    const run = () => {
      const ids = next.current;
      if (!arrange || !ids || inFlight.current) return;
      inFlight.current = true;
      setSaving(true);
      arrange(ids)
        .then((answer) => {
          if (!mountedRef.current) return;
          // Moves made while this was on its way stay wanted, and go next.
          if (next.current === ids) {
            next.current = null;
            setWanted(null);
          }
          savedRef.current(answer);
        })
        .catch((failure: unknown) => {
          next.current = null;
          if (mountedRef.current) setError(failure);
        })
        .finally(() => {
          inFlight.current = false;
          if (!mountedRef.current) return;
          setSaving(false);
          run();
        });
    };
    run();
  }, [arrange, mountedRef, savedRef]);

  const save = useCallback((ids: number[]) => {
    setError(null);
    setWanted(ids);
    next.current = ids;
    send();
  }, [send]);

  /** Moves the photo at `from` to `to` (indexes in `images`; 0 is the main photo). */
  const move = useCallback((from: number, to: number) => {
    if (from !== to) save(moveItem(images, from, to).map((image) => image.image_id));
  }, [images, save]);

  const makeMain = useCallback((image: ImageRef) => {
    const from = images.findIndex((i) => i.image_id === image.image_id);
    if (from > 0) move(from, 0);
  }, [images, move]);

  /** Sends the order on screen again (it includes photos uploaded since, and drops deleted ones). */
  const retry = useCallback(() => save(images.map((image) => image.image_id)), [images, save]);

  return {
    /** The photos as the owner arranged them (saved or not): the first is the main photo. */
    images,
    /** False when the host passed no arrange call. */
    canArrange: arrange !== undefined,
    move, makeMain, retry,
    /** True while an order is being saved. */
    saving,
    /** The last save's failure, until a retry or another move. */
    error,
    /** True when the order on screen is not saved yet. */
    unsaved: wanted !== null,
  };
}

export type GalleryOrderState = ReturnType<typeof useGalleryOrder>;
