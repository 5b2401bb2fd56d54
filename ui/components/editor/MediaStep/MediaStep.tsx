import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, DragEvent, FormEvent } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { IMAGE_MAX_BYTES, PHOTO_MIN_COUNT, formatFileSize } from '@portal/sdk';
import type { Gallery, ImageRef } from '@portal/sdk';
import { IMAGE_ACCEPT, checkImageFile, galleryCount, photosMinimum } from '../../features/editor';
import type { MessageRef } from '../../features/editor';
import { useMediaUploads } from '../../features/editor';
import type { ArrangePhotos, MediaUploadsState, SubmitIntent, UploadPhoto } from '../../features/editor';
import { CropDialog } from '../CropDialog';
import type { CropDialogProps } from '../CropDialog';
import { useIntlLocale } from '../../internal/useIntlLocale';
import { cx } from '../../internal/cx';
import { fieldStyles } from '../internal/fieldStyles';
import { DEFAULT_FORM_ID, fieldId } from '../internal/stepProps';
import type { ErrorItem } from '../internal/stepProps';
import { useServerErrorText } from '../internal/useServerErrorText';
import { intentOf } from '../internal/useStepForm';
import { PhotoOrder } from '../PhotoOrder';
import { PendingTile } from './PhotoTiles';
import styles from './MediaStep.module.css';

export interface MediaStepProps {
  /** The photos already on the server, the main slide first. */
  gallery: Gallery;
  /** `(file, {main, onProgress}) => Promise<Gallery>`; undefined until the profile exists (photos wait). */
  upload?: UploadPhoto;
  /** Deletes uploaded photos (POST /api/profile/{id}/delete-image); without it no photo can be deleted. */
  remove?: (imageIds: number[]) => Promise<Gallery>;
  /** Saves the photos' order, the first the main photo (POST /api/profile/{id}/arrange-images). */
  arrange?: ArrangePhotos;
  /** Each gallery the server answered with (after an upload, a delete or a new order). */
  onGalleryChange?: (gallery: Gallery) => void;
  /** Next (or save): called only with at least PHOTO_MIN_COUNT photos. */
  onSubmit: (intent: SubmitIntent) => unknown;
  /** The step's errors for the wizard's summary (the photo minimum), [] once they are gone. */
  onInvalid?: (errors: ErrorItem[]) => void;
  /** The form's id, for a submit button outside it (the wizard's Next). */
  formId?: string;
  /** Crop each photo before it is uploaded (default true). */
  cropBeforeUpload?: boolean;
  /** Replaces the canvas crop (tests). */
  crop?: CropDialogProps['crop'];
  /**
   * Reads an uploaded photo for its crop (default: fetched from its URL). The cropped copy is
   * uploaded as a new photo and the original is kept, so nothing is lost if the upload fails.
   */
  loadImage?: (image: ImageRef) => Promise<Blob>;
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

/** A photo waiting for the crop dialog: a chosen file, or a copy of an uploaded one. */
interface ToCrop {
  file: Blob;
  name: string;
}

const fetchImage = async (image: ImageRef): Promise<Blob> => {
  const response = await fetch(image.image);
  if (!response.ok) throw new Error(String(response.status));
  return response.blob();
};

/** A drag that carries files (not a text selection or a link dragged over the zone). */
const carriesFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/**
 * Step 4: choose several photos (the "Choose photos" button, or dropped on the drop zone), check
 * them before the crop dialog (empty file, content type by the first bytes, size), crop each,
 * upload one by one with a progress bar, retry a failed one, delete one, choose the main photo and
 * the order, crop again (PhotoOrder's per-photo menu); the count against the PHOTO_MIN_COUNT photos needed to go on.
 */
export function MediaStep({
  gallery: initial, upload, remove, arrange, onGalleryChange, onSubmit, onInvalid, formId = DEFAULT_FORM_ID,
  cropBeforeUpload = true, crop, loadImage = fetchImage, media: external,
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
  const [toCrop, setToCrop] = useState<ToCrop[]>([]);
  const [dragging, setDragging] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [tooFew, setTooFew] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const countId = useId();
  const inputId = fieldId(formId, 'images');
  const count = galleryCount(media.gallery);
  const minimum = photosMinimum(count);
  const minimumText = minimum ? t(minimum.key, minimum.values) : null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so choosing the same file again (after a cancel) fires change again.
    event.target.value = '';
    void accept(files);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    void accept([...event.dataTransfer.files]);
  };
  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const dragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Leaving for one of the zone's own children is not leaving the zone.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  const cropUploaded = (image: ImageRef) => {
    setLoadError(null);
    loadImage(image).then(
      (file) => setToCrop((queue) => [...queue, { file, name: image.image.split('/').pop() ?? String(image.image_id) }]),
      (error: unknown) => setLoadError(error),
    );
  };

  const accept = async (files: File[]) => {
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
    if (cropBeforeUpload) setToCrop((queue) => [...queue, ...good.map((file) => ({ file, name: file.name }))]);
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
      {/* The drop zone takes files dragged onto it; the keyboard's and the phone's path is its
          "Choose photos" button: the native file input, focusable, under a label styled as a button. */}
      <div
        className={cx(styles.zone, dragging && styles.zoneActive, tooFew && minimum && styles.zoneInvalid)}
        onDragOver={dragOver} onDragEnter={dragOver} onDragLeave={dragLeave} onDrop={drop}
      >
        <p className={styles.zoneText} aria-hidden="true">{t(dragging ? 'editor.media.dropActive' : 'editor.media.drop')}</p>
        <input
          ref={input} id={inputId} type="file" multiple accept={IMAGE_ACCEPT} onChange={choose}
          className={styles.file} aria-describedby={describedBy} aria-invalid={tooFew && minimum ? true : undefined}
        />
        <label htmlFor={inputId} className={styles.choose}>{t('editor.media.choose')}</label>
        <p id={hintId} className={fieldStyles.hint}>
          {t('editor.media.hint', { size: maxSize })} {t('validation.photosMin', { n: PHOTO_MIN_COUNT })}.
        </p>
      </div>
      <div className={styles.picker}>
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
          onCrop={cropBeforeUpload ? cropUploaded : undefined}
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
      {loadError ? <p role="alert" className={fieldStyles.error}>{serverError(loadError)}</p> : null}

      <CropDialog
        file={current?.file ?? null} crop={crop}
        onApply={(blob) => {
          if (current) media.add(blob, current.name);
          nextToCrop();
        }}
        onCancel={nextToCrop}
      />
    </form>
  );
}
