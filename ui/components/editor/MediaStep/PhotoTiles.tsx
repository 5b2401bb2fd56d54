import { Progress } from 'radix-ui';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import type { PendingPhoto } from '../../features/editor';
import { Button } from '../../Button';
import { cx } from '../../internal/cx';
import { useObjectUrl } from '../internal/useObjectUrl';
import styles from './MediaStep.module.css';

export interface PendingTileProps {
  /** The photo of this visit: its file, name, status (queued, uploading, failed) and progress. */
  item: PendingPhoto;
  /** False while the profile does not exist yet: the photo waits. */
  canUpload: boolean;
  /** Why the upload failed, in the visitor's language. */
  errorText?: string;
  /** Sends the same file again (a failed upload). */
  onRetry: () => void;
  /** Drops the photo from this visit (never one that is uploading). */
  onDiscard: () => void;
  /** The photo will be uploaded as the main photo. */
  onMarkMain: () => void;
}

/** A photo of this visit: waiting, uploading with its progress bar, or failed with a retry. */
export function PendingTile({ item, canUpload, errorText, onRetry, onDiscard, onMarkMain }: PendingTileProps) {
  const { t } = useCachedTranslation();
  const url = useObjectUrl(item.file);
  const percent = Math.round(item.progress * 100);
  return (
    <li className={cx(styles.tile, item.main && styles.main, item.status === 'failed' && styles.failed)}>
      {url ? <img src={url} alt={item.name} className={styles.image} /> : <span className={styles.placeholder}>{item.name}</span>}
      {item.main ? <span className={styles.badge}>{t('editor.photoIsMain')}</span> : null}
      {item.status === 'uploading' ? (
        <Progress.Root className={styles.progress} value={percent} max={100} aria-label={t('editor.uploading', { percent })}>
          <Progress.Indicator className={styles.indicator} style={{ transform: `translateX(-${100 - percent}%)` }} />
        </Progress.Root>
      ) : null}
      {item.status === 'queued' && !canUpload ? <p className={styles.note}>{t('editor.media.waiting')}</p> : null}
      {item.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {t('editor.media.failed', { name: item.name })}
          {errorText ? ` ${errorText}` : ''}
        </p>
      ) : null}
      <div className={styles.tileActions}>
        {item.status === 'failed' ? (
          <Button size="small" onClick={onRetry} aria-label={`${t('editor.uploadRetry')}: ${item.name}`}>
            {t('editor.uploadRetry')}
          </Button>
        ) : null}
        {item.status !== 'uploading' && !item.main ? (
          <Button variant="secondary" size="small" onClick={onMarkMain} aria-label={`${t('editor.photos.makeMain')}: ${item.name}`}>
            {t('editor.photos.makeMain')}
          </Button>
        ) : null}
        {item.status !== 'uploading' ? (
          <Button variant="ghost" size="small" onClick={onDiscard} aria-label={`${t('editor.photoDelete')}: ${item.name}`}>
            {t('editor.photoDelete')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
