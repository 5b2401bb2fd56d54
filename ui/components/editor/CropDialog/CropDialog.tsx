import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import Cropper from 'react-easy-crop';
import type { Area } from 'react-easy-crop';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { Button } from '../../Button';
import { useObjectUrl } from '../internal/useObjectUrl';
import { cropImage } from './cropImage';
import type { PixelArea } from './cropImage';
import styles from './CropDialog.module.css';

export interface CropDialogProps {
  /** The photo to crop; the dialog is open while there is one. */
  file: Blob | null;
  /** Width / height of the crop (portrait 3:4 by default, like the profile cards). */
  aspect?: number;
  /** The cropped (and rotated) photo, when the owner applies. */
  onApply: (cropped: Blob) => void;
  /** The owner closed the dialog without cropping (Cancel, Escape, a click outside). */
  onCancel: () => void;
  /** Replaces the canvas crop (tests, or a host with its own image pipeline). */
  crop?: (file: Blob, area: PixelArea | null, rotation: number) => Promise<Blob>;
}

const ids = new WeakMap<Blob, number>();
let lastId = 0;
/** A key per file, so each photo starts centred, unzoomed and upright. */
const keyOf = (file: Blob) => {
  if (!ids.has(file)) ids.set(file, ++lastId);
  return ids.get(file);
};

/** §2 the photo crop dialog: react-easy-crop in a Radix Dialog, with a labelled zoom and a rotate button. */
export function CropDialog({ file, ...rest }: CropDialogProps) {
  const { t } = useCachedTranslation();
  return (
    <Dialog.Root open={file !== null} onOpenChange={(open) => (!open ? rest.onCancel() : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} aria-describedby={undefined}>
          <Dialog.Title className={styles.title}>{t('editor.crop.title')}</Dialog.Title>
          {file ? <CropBody key={keyOf(file)} file={file} {...rest} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CropBody({ file, aspect = 3 / 4, onApply, onCancel, crop = cropImage }: CropDialogProps & { file: Blob }) {
  const { t } = useCachedTranslation();
  const zoomId = useId();
  const src = useObjectUrl(file);
  const [position, setPosition] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    setBusy(true);
    try {
      onApply(await crop(file, area, rotation));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.area}>
        {src ? (
          <Cropper
            image={src} crop={position} zoom={zoom} rotation={rotation} aspect={aspect}
            onCropChange={setPosition} onZoomChange={setZoom} onRotationChange={setRotation}
            onCropComplete={(_: Area, pixels: Area) => setArea(pixels)}
          />
        ) : null}
      </div>
      <div className={styles.controls}>
        <label htmlFor={zoomId} className={styles.zoomLabel}>{t('editor.crop.zoom')}</label>
        <input
          id={zoomId} type="range" min={1} max={3} step={0.05} value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))} className={styles.zoom}
          aria-valuetext={`${Math.round(zoom * 100)} %`}
        />
        <Button variant="secondary" size="small" onClick={() => setRotation((r) => (r + 90) % 360)}>
          <span aria-hidden="true">⟳ </span>{t('editor.crop.rotate')}
        </Button>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('editor.crop.cancel')}
        </Button>
        <Button onClick={() => void apply()} disabled={busy}>
          {t('editor.crop.apply')}
        </Button>
      </div>
    </>
  );
}
