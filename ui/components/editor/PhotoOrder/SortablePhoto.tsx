import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { ImageRef } from '@portal/sdk';
import { cx } from '../../internal/cx';
import tiles from '../MediaStep/MediaStep.module.css';
import { DeletePhotoDialog } from './DeletePhotoDialog';
import styles from './PhotoOrder.module.css';

/** What a menu item did; the focus goes back to the moved photo's menu button. */
export type PhotoAction = 'earlier' | 'later' | 'main';

export interface SortablePhotoProps {
  image: ImageRef;
  /** Position in the order; 0 is the main photo. */
  index: number;
  /** How many photos there are (the last cannot move later). */
  total: number;
  /** "Main photo" or "Photo 2 of 4": the tile's image alt and the end of its menu button's name. */
  label: string;
  /** A delete is running for this photo: its menu is disabled. */
  busy: boolean;
  /** Moves the photo; without it the tile has no handle and no move items. */
  onMove?: (from: number, to: number, action: PhotoAction) => void;
  /** Deletes the photo, after the owner confirmed it. */
  onDelete?: () => void;
  /** Opens the crop dialog on this photo. */
  onCrop?: () => void;
}

/**
 * One uploaded photo in the owner's order: a drag handle (pointer, touch and keyboard through
 * dnd-kit) and a menu (a Radix DropdownMenu: arrows, Enter, Escape) with "Make main photo",
 * "Crop", "Move earlier", "Move later" and "Delete photo", the delete asked once more.
 */
export function SortablePhoto({ image, index, total, label, busy, onMove, onDelete, onCrop }: SortablePhotoProps) {
  const { t } = useCachedTranslation();
  const [confirming, setConfirming] = useState(false);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: image.image_id, disabled: !onMove, attributes: { roleDescription: t('editor.photos.sortable') },
  });
  const main = index === 0;
  const hasItems = Boolean(onMove || onDelete || onCrop);
  return (
    <li
      ref={setNodeRef} data-photo-id={image.image_id} aria-busy={busy || undefined}
      className={cx(tiles.tile, main && tiles.main, isDragging && styles.dragging)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <img src={image.image} alt={label} className={tiles.image} loading="lazy" />
      {/* The badge repeats the photo's alt ("Main photo") for the eye; a screen reader hears it once. */}
      {main ? <span className={tiles.badge} aria-hidden="true">{t('editor.photoIsMain')}</span> : null}
      {onMove ? (
        <button
          type="button" ref={setActivatorNodeRef} {...attributes} {...listeners}
          className={styles.handle} aria-label={t('editor.photos.drag', { label })}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      ) : null}
      {hasItems ? (
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger
            className={styles.menuButton} data-photo-menu="" disabled={busy}
            aria-label={t('editor.photos.menu', { label })}
          >
            <span aria-hidden="true">⋯</span>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4} collisionPadding={8}>
              {onMove && !main ? (
                <DropdownMenu.Item className={styles.item} onSelect={() => onMove(index, 0, 'main')}>
                  {t('editor.photos.makeMain')}
                </DropdownMenu.Item>
              ) : null}
              {onCrop ? (
                <DropdownMenu.Item className={styles.item} onSelect={onCrop}>{t('editor.photos.crop')}</DropdownMenu.Item>
              ) : null}
              {onMove ? (
                <>
                  <DropdownMenu.Item className={styles.item} disabled={main} onSelect={() => onMove(index, index - 1, 'earlier')}>
                    {t('editor.photos.moveEarlier')}
                  </DropdownMenu.Item>
                  <DropdownMenu.Item className={styles.item} disabled={index === total - 1} onSelect={() => onMove(index, index + 1, 'later')}>
                    {t('editor.photos.moveLater')}
                  </DropdownMenu.Item>
                </>
              ) : null}
              {onDelete ? (
                <>
                  <DropdownMenu.Separator className={styles.separator} />
                  <DropdownMenu.Item className={cx(styles.item, styles.danger)} onSelect={() => setConfirming(true)}>
                    {t('editor.photoDelete')}
                  </DropdownMenu.Item>
                </>
              ) : null}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      ) : null}
      {onDelete ? (
        <DeletePhotoDialog
          open={confirming} imageUrl={image.image} label={label}
          onConfirm={() => {
            setConfirming(false);
            onDelete();
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
