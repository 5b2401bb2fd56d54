import { AlertDialog } from 'radix-ui';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { Button } from '../../Button';
import styles from './PhotoOrder.module.css';

export interface DeletePhotoDialogProps {
  /** Asked while true. */
  open: boolean;
  /** The photo asked about, shown small so the owner sees which one goes. */
  imageUrl: string;
  /** "Main photo" or "Photo 2 of 4": the thumbnail's alt. */
  label: string;
  /** "Delete photo": the owner confirmed. */
  onConfirm: () => void;
  /** "Keep photo", Escape: nothing is deleted. */
  onCancel: () => void;
}

/** "Delete this photo?": a delete cannot be undone, so the menu's Delete asks once more. */
export function DeletePhotoDialog({ open, imageUrl, label, onConfirm, onCancel }: DeletePhotoDialogProps) {
  const { t } = useCachedTranslation();
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (!next ? onCancel() : undefined)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.dialog}>
          <img src={imageUrl} alt={label} className={styles.thumb} />
          <AlertDialog.Title className={styles.title}>{t('editor.photos.deleteTitle')}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{t('editor.photos.deleteText')}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t('editor.photos.keep')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button onClick={onConfirm}>{t('editor.photoDelete')}</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
