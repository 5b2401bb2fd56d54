import { hashString, mulberry32 } from '../seed/prng';

/**
 * Placeholder images: gradients with initials or abstract shapes, drawn as SVG from a seed string.
 * Never photos of people. The URL carries everything needed to draw the image again, so the
 * handler needs no state: /media/placeholder/{seed}/{width}x{height}/{label}.svg
 */
export const PLACEHOLDER_PATH = '/media/placeholder';
/** The label for pictures without initials. */
export const ABSTRACT_LABEL = 'shape';

const SEED_PATTERN = /^[a-z0-9-]{1,64}$/i;
const LABEL_PATTERN = /^[A-Z]{1,3}$/;
const MAX_SIDE = 4000;

export function placeholderUrl(seed: string, width: number, height: number, label: string = ABSTRACT_LABEL): string {
  const safeLabel = LABEL_PATTERN.test(label) ? label : ABSTRACT_LABEL;
  return `${PLACEHOLDER_PATH}/${seed}/${width}x${height}/${safeLabel}.svg`;
}

export interface PlaceholderSpec {
  seed: string;
  width: number;
  height: number;
  label: string;
}

/** Reads a placeholder path back; null for anything that is not one (answered 404). */
export function parsePlaceholder(seed: string, size: string, file: string): PlaceholderSpec | null {
  const sizeMatch = /^(\d{1,4})x(\d{1,4})$/.exec(size);
  const fileMatch = /^([A-Za-z]{1,5})\.svg$/.exec(file);
  if (!SEED_PATTERN.test(seed) || !sizeMatch || !fileMatch) return null;
  const width = Number(sizeMatch[1]);
  const height = Number(sizeMatch[2]);
  const label = fileMatch[1] as string;
  if (width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return null;
  if (label !== ABSTRACT_LABEL && !LABEL_PATTERN.test(label)) return null;
  return { seed, width, height, label };
}

/** The SVG text: only digits, fixed words and A-Z initials reach the markup, so it needs no escaping. */
export function renderPlaceholderSvg({ seed, width, height, label }: PlaceholderSpec): string {
  const rand = mulberry32(hashString(seed));
  const hue = Math.floor(rand() * 360);
  const hue2 = (hue + 40 + Math.floor(rand() * 80)) % 360;
  const shapes = Array.from({ length: 4 }, () => {
    const r = Math.round((0.15 + rand() * 0.35) * Math.min(width, height));
    const cx = Math.round(rand() * width);
    const cy = Math.round(rand() * height);
    const opacity = (0.12 + rand() * 0.2).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`;
  }).join('');
  const fontSize = Math.round(Math.min(width, height) * 0.32);
  const text = label === ABSTRACT_LABEL
    ? ''
    : `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${fontSize}" fill="#fff" fill-opacity="0.9">${label}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Placeholder image">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,45%)"/>`
    + `<stop offset="1" stop-color="hsl(${hue2},60%,30%)"/></linearGradient></defs>`
    + `<rect width="100%" height="100%" fill="url(#g)"/>${shapes}${text}</svg>`;
}
