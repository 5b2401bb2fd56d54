import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

/**
 * dnd-kit's screen-reader texts in the reader's language: what the keyboard does, and where the
 * picked-up photo is as it moves (positions count from 1, the main photo is 1). `lastOver` (kept
 * by the caller across renders) holds where the photo was last said to be: the pick-up is over
 * its own place at once, and saying so would replace "Picked up" before it is heard.
 */
export function photoAnnouncements(
  t: TFunction, ids: readonly UniqueIdentifier[], labelOf: (id: UniqueIdentifier) => string,
  lastOver: { current: UniqueIdentifier | null },
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const total = ids.length;
  const position = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  return {
    screenReaderInstructions: { draggable: t('editor.photos.instructions') },
    announcements: {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return t('editor.photos.pickedUp', { label: labelOf(active.id) });
      },
      onDragOver: ({ active, over }) => {
        if (!over || over.id === lastOver.current) return undefined;
        lastOver.current = over.id;
        return t('editor.photos.over', { label: labelOf(active.id), position: position(over.id), total });
      },
      onDragEnd: ({ active, over }) =>
        over
          ? t('editor.photos.dropped', { label: labelOf(active.id), position: position(over.id), total })
          : t('editor.photos.cancelled', { label: labelOf(active.id) }),
      onDragCancel: ({ active }) => t('editor.photos.cancelled', { label: labelOf(active.id) }),
    },
  };
}
