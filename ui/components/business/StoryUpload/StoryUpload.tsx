import { Progress } from 'radix-ui';
import { useId } from 'react';
import type { ChangeEvent } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { VIDEO_ACCEPT, VIDEO_MAX_LABEL } from '../../features/business';
import { useStoryUpload } from '../../features/business';
import type { UploadStory } from '../../features/business';
import { Button } from '../../Button';
import { cx } from '../../internal/cx';
import { Notice } from '../../payments/internal/Notice';
import { BK } from '../internal/keys';
import styles from './StoryUpload.module.css';

export interface StoryUploadProps {
  /** `(file, { onProgress }) => client.media.uploadStory(file, { onProgress })` (type STORY). */
  upload: UploadStory;
  /** Start as soon as a valid video is chosen (default: an Upload button). */
  autoStart?: boolean;
  className?: string;
}

/**
 * A story video upload: the file is checked before anything is sent (empty, type by its first
 * bytes, size), the upload shows a progress bar, and the outcome is one of the three §8 texts.
 * A failure keeps the file, so "Try again" sends it again without choosing it anew.
 */
export function StoryUpload({ upload, autoStart = false, className }: StoryUploadProps) {
  const { t } = useCachedTranslation();
  const id = useId();
  const { file, state, choose, start, uploading } = useStoryUpload({ upload, autoStart });
  const percent = state.kind === 'uploading' ? Math.round(state.progress * 100) : 0;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void choose(event.target.files?.[0] ?? null);
    // Cleared so choosing the same file again (after fixing it) fires change again.
    event.target.value = '';
  };

  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={`${id}-file`} className={styles.label}>{t(BK.storyChoose)}</label>
      <input
        id={`${id}-file`} type="file" accept={VIDEO_ACCEPT} onChange={onChange} disabled={uploading} className={styles.file}
        aria-describedby={`${id}-hint`} aria-invalid={state.kind === 'invalid' || undefined}
      />
      <p id={`${id}-hint`} className={styles.hint}>{t(BK.storyHint, { size: VIDEO_MAX_LABEL })}</p>

      {state.kind === 'invalid' ? <Notice tone="error">{t(state.problem.key, state.problem.values)}</Notice> : null}
      {file && state.kind !== 'uploaded' ? <p className={styles.selected}>{t(BK.storySelected, { name: file.name })}</p> : null}

      {state.kind === 'uploading' ? (
        <div className={styles.progressRow}>
          <Progress.Root
            className={styles.progress} value={percent} max={100} aria-label={t(BK.storyProgress)}
            getValueLabel={(value) => t(BK.storyUploading, { percent: value })}
          >
            <Progress.Indicator className={styles.indicator} style={{ transform: `translateX(-${100 - percent}%)` }} />
          </Progress.Root>
          <span className={styles.percent} aria-hidden="true">{`${percent}%`}</span>
        </div>
      ) : null}

      {state.kind === 'uploaded' ? (
        <Notice tone="success">
          {t('stories.uploaded')}
          {state.held ? <> <strong>{t(BK.storyPending)}</strong>: {t(BK.storyPendingNote)}</> : null}
        </Notice>
      ) : null}
      {state.kind === 'failed' ? (
        <Notice tone="error">
          <p>{t(state.messageKey)}</p>
          <div><Button variant="secondary" size="small" onClick={() => void start()}>{t('common.retry')}</Button></div>
        </Notice>
      ) : null}

      {!autoStart && state.kind === 'ready' ? (
        <div><Button onClick={() => void start()}>{t(BK.storyUpload)}</Button></div>
      ) : null}
    </div>
  );
}
