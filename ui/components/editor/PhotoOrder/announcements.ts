import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

/**
 * dnd-kit's screen-reader texts in the reader's language: what the keyboard does, and where the
 * picked-up photo is as it moves (positions count from 1, the main photo is 1).
 */
export function photoAnnouncements(
  t: TFunction, ids: readonly UniqueIdentifier[], labelOf: (id: UniqueIdentifier) => string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const total = ids.length;
  const position = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  return {
    screenReaderInstructions: { draggable: t('editor.photos.instructions') },
    announcements: {
      onDragStart: ({ active }) => t('editor.photos.pickedUp', { label: labelOf(active.id) }),
      onDragOver: ({ active, over }) =>
        over ? t('editor.photos.over', { label: labelOf(active.id), position: position(over.id), total }) : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('editor.photos.dropped', { label: labelOf(active.id), position: position(over.id), total })
          : t('editor.photos.cancelled', { label: labelOf(active.id) }),
      onDragCancel: ({ active }) => t('editor.photos.cancelled', { label: labelOf(active.id) }),
    },
  };
}
