import type { Image } from './png';

/**
 * A pixelmatch-style comparison (the same measure as the storybook tier's `pixelmatch`
 * comparator): two pixels differ when their colour distance in YIQ space, as a share of the
 * largest possible one, is above `threshold`. The diff image is the reference faded to grey with
 * the differing pixels in red.
 */
export interface Comparison {
  readonly mismatched: number;
  readonly ratio: number;
  readonly diff: Image;
}

const MAX_YIQ_DELTA = 35215;

/** Colour distance of two RGBA pixels in YIQ, blended on white (pixelmatch's `colorDelta`). */
function yiqDelta(a: Uint8Array, b: Uint8Array, i: number): number {
  const blend = (c: number, alpha: number) => 255 + (c - 255) * alpha;
  const [r1, g1, b1] = [blend(a[i]!, a[i + 3]! / 255), blend(a[i + 1]!, a[i + 3]! / 255), blend(a[i + 2]!, a[i + 3]! / 255)];
  const [r2, g2, b2] = [blend(b[i]!, b[i + 3]! / 255), blend(b[i + 1]!, b[i + 3]! / 255), blend(b[i + 2]!, b[i + 3]! / 255)];
  const y = (r1 - r2) * 0.29889531 + (g1 - g2) * 0.58662247 + (b1 - b2) * 0.11448223;
  const iq = (r1 - r2) * 0.59597799 - (g1 - g2) * 0.2741761 - (b1 - b2) * 0.32180189;
  const q = (r1 - r2) * 0.21147017 - (g1 - g2) * 0.52261711 + (b1 - b2) * 0.31114694;
  return 0.5053 * y * y + 0.299 * iq * iq + 0.1957 * q * q;
}

export function compareImages(reference: Image, actual: Image, threshold = 0.1): Comparison {
  if (reference.width !== actual.width || reference.height !== actual.height) {
    throw new Error(`The sizes differ: ${reference.width}x${reference.height} expected, ${actual.width}x${actual.height} taken.`);
  }
  const limit = MAX_YIQ_DELTA * threshold * threshold;
  const diff = new Uint8Array(reference.data.length);
  let mismatched = 0;
  for (let i = 0; i < reference.data.length; i += 4) {
    if (yiqDelta(reference.data, actual.data, i) > limit) {
      mismatched += 1;
      diff.set([255, 0, 0, 255], i);
    } else {
      const grey = 255 + ((reference.data[i]! * 0.299 + reference.data[i + 1]! * 0.587 + reference.data[i + 2]! * 0.114) - 255) * 0.1;
      diff.set([grey, grey, grey, 255], i);
    }
  }
  return { mismatched, ratio: mismatched / (reference.width * reference.height), diff: { width: reference.width, height: reference.height, data: diff } };
}
