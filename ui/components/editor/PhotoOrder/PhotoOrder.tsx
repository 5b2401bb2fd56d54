import { DndContext, PointerSensor, closestCenter, useSensor, useSensors } from '@dnd-kit/core';
import type { DragEndEvent, UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useEffect, useId, useRef, useState } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { ImageRef } from '@portal/sdk';
import { Button } from '../../Button';
import { VisuallyHidden } from '../../VisuallyHidden';
import { cx } from '../../internal/cx';
import { fieldStyles } from '../internal/fieldStyles';
import tiles from '../MediaStep/MediaStep.module.css';
import { photoAnnouncements } from './announcements';
import { SortablePhoto } from './SortablePhoto';
import { useKeyboardSensor } from './useKeyboardSensor';
import type { PhotoAction } from './SortablePhoto';
import styles from './PhotoOrder.module.css';

export interface PhotoOrderProps {
  /** The uploaded photos in the owner's order: the first is the main photo. */
  images: readonly ImageRef[];
  /** Moves the photo at `from` to `to`; without it the photos are shown, not moved. */
  onMove?: (from: number, to: number) => void;
  /** Deletes a photo (the menu asks the owner to confirm first). */
  onDelete?: (image: ImageRef) => void;
  /** Opens the crop dialog on a photo; without it the menu has no Crop. */
  onCrop?: (image: ImageRef) => void;
  /** The photo a delete is running for. */
  busyImage?: number | null;
  /** An order is being saved. */
  saving?: boolean;
  /** Why the last save failed (the order stays on screen); with `onRetry` it can be sent again. */
  error?: string;
  onRetry?: () => void;
  /** On the root element. */
  className?: string;
}

/**
 * The owner's photos in the order visitors see them, the first the main photo. Each can be moved
 * by dragging its handle (mouse, touch, or the keyboard: space, arrows, space, with translated
 * announcements) or from its menu ("Make main photo", "Crop", "Move earlier", "Move later",
 * "Delete photo" with a confirmation), whose move is announced and keeps the focus on the photo.
 */
export function PhotoOrder({ images, onMove, onDelete, onCrop, busyImage = null, saving = false, error, onRetry, className }: PhotoOrderProps) {
  const { t } = useCachedTranslation();
  const hintId = useId();
  const list = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfter, setFocusAfter] = useState<{ id: number; action: PhotoAction } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useKeyboardSensor({ coordinateGetter: sortableKeyboardCoordinates }),
  );

  const total = images.length;
  const labelAt = (index: number) => (index === 0 ? t('editor.photoIsMain') : t('profile.photoOf', { n: index + 1, total }));
  const ids = images.map((image) => image.image_id);
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(Number(id));
  // Where the dragged photo was last said to be; a plain holder kept across renders (read in dnd-kit's callbacks only).
  const [lastOver] = useState<{ current: UniqueIdentifier | null }>(() => ({ current: null }));
  const accessibility = photoAnnouncements(t, ids, (id) => labelAt(indexOf(id)), lastOver);

  // The moved photo's DOM node moved too (a browser drops the focus of a moved node): give the focus
  // back to its menu button, so the next move of the same photo is one Enter away. Its menu closed in
  // the same render, so nothing else holds the focus.
  useEffect(() => {
    if (!focusAfter || !list.current) return;
    const tile = list.current.querySelector(`[data-photo-id="${focusAfter.id}"]`);
    tile?.querySelector<HTMLButtonElement>('[data-photo-menu]')?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const move = onMove
    ? (from: number, to: number, action: PhotoAction) => {
      const image = images[from];
      if (!image || to < 0 || to >= total) return;
      onMove(from, to);
      setAnnouncement(t('editor.photos.moved', { label: labelAt(from), position: to + 1, total }));
      setFocusAfter({ id: image.image_id, action });
    }
    : undefined;

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!onMove || !over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  };

  return (
    <div className={cx(styles.root, className)}>
      {onMove ? <p id={hintId} className={fieldStyles.hint}>{t('editor.photos.orderHint')}</p> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd} accessibility={accessibility}>
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <ul ref={list} className={tiles.grid} aria-label={t('editor.photos.order')} aria-describedby={onMove ? hintId : undefined}>
            {images.map((image, index) => (
              <SortablePhoto
                key={image.image_id} image={image} index={index} total={total} label={labelAt(index)}
                busy={busyImage === image.image_id} onMove={move} onDelete={onDelete ? () => onDelete(image) : undefined}
                onCrop={onCrop ? () => onCrop(image) : undefined}
              />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {saving ? <p className={styles.saving} role="status">{t('editor.photos.saving')}</p> : null}
      {error ? (
        <div role="alert" className={styles.failed}>
          <p className={fieldStyles.error}>{t('editor.photos.failed')} {error}</p>
          {onRetry ? <Button size="small" onClick={onRetry}>{t('editor.photos.retry')}</Button> : null}
        </div>
      ) : null}
    </div>
  );
}
