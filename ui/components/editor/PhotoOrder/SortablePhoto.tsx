import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { ImageRef } from '@portal/sdk';
import { Button } from '../../Button';
import { cx } from '../../internal/cx';
import tiles from '../MediaStep/MediaStep.module.css';
import styles from './PhotoOrder.module.css';

/** What a tile's buttons do; `focusAfter` says which button keeps the focus once the photo moved. */
export type PhotoAction = 'earlier' | 'later' | 'main';

export interface SortablePhotoProps {
  image: ImageRef;
  index: number;
  total: number;
  /** "Main photo" or "Photo 2 of 4": the tile's image alt and the end of each button's name. */
  label: string;
  busy: boolean;
  onMove?: (from: number, to: number, action: PhotoAction) => void;
  onDelete?: () => void;
}

/**
 * One uploaded photo in the owner's order: a drag handle (pointer, touch and keyboard through
 * dnd-kit) and the same moves as plain buttons, each named after the photo it moves.
 */
export function SortablePhoto({ image, index, total, label, busy, onMove, onDelete }: SortablePhotoProps) {
  const { t } = useCachedTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: image.image_id, disabled: !onMove, attributes: { roleDescription: t('editor.photos.sortable') },
  });
  const main = index === 0;
  const named = (text: string) => `${text}: ${label}`;
  return (
    <li
      ref={setNodeRef} data-photo-id={image.image_id} aria-busy={busy || undefined}
      className={cx(tiles.tile, main && tiles.main, isDragging && styles.dragging)}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <img src={image.image} alt={label} className={tiles.image} loading="lazy" />
      {main ? <span className={tiles.badge}>{t('editor.photoIsMain')}</span> : null}
      {onMove ? (
        <button
          type="button" ref={setActivatorNodeRef} {...attributes} {...listeners}
          className={styles.handle} aria-label={t('editor.photos.drag', { label })}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      ) : null}
      <div className={tiles.tileActions}>
        {onMove ? (
          <>
            <Button
              variant="secondary" size="small" data-action="earlier" disabled={main}
              onClick={() => onMove(index, index - 1, 'earlier')} aria-label={named(t('editor.photos.moveEarlier'))}
            >
              {t('editor.photos.moveEarlier')}
            </Button>
            <Button
              variant="secondary" size="small" data-action="later" disabled={index === total - 1}
              onClick={() => onMove(index, index + 1, 'later')} aria-label={named(t('editor.photos.moveLater'))}
            >
              {t('editor.photos.moveLater')}
            </Button>
            {main ? null : (
              <Button
                variant="secondary" size="small" data-action="main"
                onClick={() => onMove(index, 0, 'main')} aria-label={named(t('editor.photos.makeMain'))}
              >
                {t('editor.photos.makeMain')}
              </Button>
            )}
          </>
        ) : null}
        {onDelete ? (
          <Button variant="ghost" size="small" onClick={onDelete} disabled={busy} aria-label={named(t('editor.photoDelete'))}>
            {t('editor.photoDelete')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
