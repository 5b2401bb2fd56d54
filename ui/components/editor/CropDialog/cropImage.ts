import { IMAGE_MIME_TYPES } from '@portal/sdk';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Long side of the uploaded photo: sharp on any screen, and well under the upload limit. */
export const CROP_MAX_SIDE = 2560;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/**
 * Cuts `area` (pixels of the rotated image, as react-easy-crop reports it) out of the photo on a
 * canvas and returns it as a Blob of the same type (jpeg for anything else). Where there is no
 * canvas (old browsers, tests) or nothing to cut, the original file is returned unchanged.
 */
export async function cropImage(file: Blob, area: PixelArea | null, rotation = 0): Promise<Blob> {
  if (!area && rotation % 360 === 0) return file;
  const canvas = document.createElement('canvas');
  const context = (() => {
    try {
      return canvas.getContext('2d');
    } catch {
      return null;
    }
  })();
  if (!context || typeof URL.createObjectURL !== 'function') return file;
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const rad = (rotation * Math.PI) / 180;
    const width = Math.abs(Math.cos(rad) * image.width) + Math.abs(Math.sin(rad) * image.height);
    const height = Math.abs(Math.sin(rad) * image.width) + Math.abs(Math.cos(rad) * image.height);
    canvas.width = Math.round(width);
    canvas.height = Math.round(height);
    context.translate(width / 2, height / 2);
    context.rotate(rad);
    context.drawImage(image, -image.width / 2, -image.height / 2);

    const cut = area ?? { x: 0, y: 0, width: canvas.width, height: canvas.height };
    const scale = Math.min(1, CROP_MAX_SIDE / Math.max(cut.width, cut.height));
    const out = document.createElement('canvas');
    out.width = Math.round(cut.width * scale);
    out.height = Math.round(cut.height * scale);
    out.getContext('2d')?.drawImage(canvas, cut.x, cut.y, cut.width, cut.height, 0, 0, out.width, out.height);
    const type = (IMAGE_MIME_TYPES as readonly string[]).includes(file.type) ? file.type : 'image/jpeg';
    return await new Promise<Blob>((resolve) => out.toBlob((blob) => resolve(blob ?? file), type, 0.92));
  } finally {
    URL.revokeObjectURL(url);
  }
}
