import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { IMAGE_MAX_BYTES, PHOTO_MIN_COUNT, formatFileSize } from '@portal/sdk';
import type { Gallery } from '@portal/sdk';
import { IMAGE_ACCEPT, checkImageFile, galleryCount, photosMinimum } from '../../../features/editor';
import type { MessageRef } from '../../../features/editor';
import { useMediaUploads } from '../../../features/editor';
import type { ArrangePhotos, MediaUploadsState, SubmitIntent, UploadPhoto } from '../../../features/editor';
import { CropDialog } from '../CropDialog';
import type { CropDialogProps } from '../CropDialog';
import { useIntlLocale } from '../../internal/useIntlLocale';
import fieldStyles from '../internal/Field.module.css';
import { DEFAULT_FORM_ID, fieldId } from '../internal/stepProps';
import type { ErrorItem } from '../internal/stepProps';
import { useServerErrorText } from '../internal/useServerErrorText';
import { intentOf } from '../internal/useStepForm';
import { PhotoOrder } from '../PhotoOrder';
import { PendingTile } from './PhotoTiles';
import styles from './MediaStep.module.css';

export interface MediaStepProps {
  gallery: Gallery;
  /** `(file, {main, onProgress}) => Promise<Gallery>`; undefined until the profile exists (photos wait). */
  upload?: UploadPhoto;
  remove?: (imageIds: number[]) => Promise<Gallery>;
  /** Saves the photos' order, the first the main photo (POST /api/profile/{id}/arrange-images). */
  arrange?: ArrangePhotos;
  onGalleryChange?: (gallery: Gallery) => void;
  onSubmit: (intent: SubmitIntent) => unknown;
  onInvalid?: (errors: ErrorItem[]) => void;
  formId?: string;
  /** Crop each photo before it is uploaded (default true). */
  cropBeforeUpload?: boolean;
  /** Replaces the canvas crop (tests). */
  crop?: CropDialogProps['crop'];
  /**
   * The uploads' state from a parent's `useMediaUploads`, so uploads go on while the owner moves
   * to another step (the editor passes it); without it the step keeps its own.
   */
  media?: MediaUploadsState;
}

interface Rejected {
  name: string;
  ref: MessageRef;
}

/**
 * Step 4: choose several photos, check them before the crop dialog (empty file, content type by
 * the first bytes, size), crop each,
 * upload one by one with a progress bar, retry a failed one, delete one, choose the main photo and
 * the order (PhotoOrder); the count against the PHOTO_MIN_COUNT photos needed to go on.
 */
export function MediaStep({
  gallery: initial, upload, remove, arrange, onGalleryChange, onSubmit, onInvalid, formId = DEFAULT_FORM_ID,
  cropBeforeUpload = true, crop, media: external,
}: MediaStepProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  const maxSize = formatFileSize(IMAGE_MAX_BYTES, locale);
  const serverError = useServerErrorText();
  const own = useMediaUploads({
    gallery: initial, upload: external ? undefined : upload, remove, arrange, onGalleryChange,
  });
  const media = external ?? own;
  const [rejected, setRejected] = useState<Rejected[]>([]);
  const [toCrop, setToCrop] = useState<File[]>([]);
  const [tooFew, setTooFew] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const countId = useId();
  const inputId = fieldId(formId, 'images');
  const count = galleryCount(media.gallery);
  const minimum = photosMinimum(count);
  const minimumText = minimum ? t(minimum.key, minimum.values) : null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so choosing the same file again (after a cancel) fires change again.
    event.target.value = '';
    // Each file is checked by its first bytes before the crop dialog sees it.
    const problems = await Promise.all(files.map((file) => checkImageFile(file)));
    const bad: Rejected[] = [];
    const good: File[] = [];
    files.forEach((file, i) => {
      const problem = problems[i];
      if (problem) bad.push({ name: file.name, ref: problem });
      else good.push(file);
    });
    setRejected(bad);
    if (cropBeforeUpload) setToCrop((queue) => [...queue, ...good]);
    else for (const file of good) media.add(file, file.name);
  };

  // After a failed Next the summary follows the count, like the other steps' summaries follow their
  // fields: the photo-minimum line goes once enough photos are there (and comes back below it).
  const onInvalidRef = useRef(onInvalid);
  useEffect(() => {
    onInvalidRef.current = onInvalid;
  });
  useEffect(() => {
    if (tooFew) onInvalidRef.current?.(minimumText ? [{ field: 'images', id: inputId, message: minimumText }] : []);
  }, [tooFew, minimumText, inputId]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (minimum) {
      setTooFew(true);
      onInvalid?.([{ field: 'images', id: inputId, message: minimumText ?? '' }]);
      return;
    }
    setTooFew(false);
    onInvalid?.([]);
    onSubmit(intentOf(event));
  };

  const current = toCrop[0] ?? null;
  const nextToCrop = () => setToCrop((queue) => queue.slice(1));
  const { order } = media;
  const describedBy = [hintId, countId, tooFew && minimum ? `${inputId}-error` : ''].filter(Boolean).join(' ');

  return (
    <form id={formId} noValidate onSubmit={submit} className={styles.root}>
      <div className={styles.picker}>
        <label htmlFor={inputId} className={styles.choose}>{t('editor.media.choose')}</label>
        <input
          ref={input} id={inputId} type="file" multiple accept={IMAGE_ACCEPT} onChange={(event) => void choose(event)}
          className={styles.file} aria-describedby={describedBy} aria-invalid={tooFew && minimum ? true : undefined}
        />
        <p id={hintId} className={fieldStyles.hint}>{t('editor.media.hint', { size: maxSize })}</p>
        <p id={countId} role="status" className={minimum ? styles.countShort : styles.countMet}>
          {t(minimum ? 'editor.photos.needed' : 'editor.photos.enough', { count, n: PHOTO_MIN_COUNT })}
        </p>
        {tooFew && minimumText ? <p id={`${inputId}-error`} className={fieldStyles.error}>{minimumText}</p> : null}
      </div>

      {rejected.length > 0 ? (
        // The alert is a wrapper: a list keeps its own role (axe: aria-allowed-role).
        <div role="alert">
          <ul className={styles.rejected}>
            {rejected.map((r, i) => (
              <li key={`${r.name}-${i}`}>
                <bdi>{r.name}</bdi>: {t(r.ref.key, { ...r.ref.values, ...(r.ref.values?.size !== undefined ? { size: maxSize } : {}) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {order.images.length > 0 ? (
        <PhotoOrder
          images={order.images} onMove={order.canArrange ? order.move : undefined} onDelete={media.deleteImage}
          busyImage={media.busyImage} saving={order.saving} error={serverError(order.error)} onRetry={order.retry}
        />
      ) : null}
      {media.items.length > 0 ? (
        <ul className={styles.grid} aria-label={t('editor.photos.uploads')}>
          {media.items.map((item) => (
            <PendingTile
              key={item.key} item={item} canUpload={media.canUpload} errorText={serverError(item.error)}
              onRetry={() => media.retry(item.key)} onDiscard={() => media.discard(item.key)} onMarkMain={() => media.markMain(item.key)}
            />
          ))}
        </ul>
      ) : null}
      {media.actionError ? <p role="alert" className={fieldStyles.error}>{serverError(media.actionError)}</p> : null}

      <CropDialog
        file={current} crop={crop}
        onApply={(blob) => {
          if (current) media.add(blob, current.name);
          nextToCrop();
        }}
        onCancel={nextToCrop}
      />
    </form>
  );
}
