import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { expect } from 'vitest';
import { compareImages } from './compare';
import { decodePng, encodePng } from './png';
import { PAGE_BASELINES_DIR, VISUAL_RESULTS_DIR } from './screenshot-names';

/**
 * The page tier's baselines (tests/e2e/visual-pages.test.ts): a screenshot compared with the PNG
 * committed under tests/visual/baselines/pages, under the rules Vitest's `toMatchScreenshot`
 * follows in the storybook tier, so `--update` means the same in both:
 * - `npx vitest run --project e2e tests/e2e/visual-pages.test.ts --update` writes every
 *   baseline that is missing or differs;
 * - a run without it writes a missing baseline and fails ("review it"), except with CI=true,
 *   where it writes nothing into the baselines and fails;
 * - a mismatch fails and leaves `<name>-actual.png` and `<name>-diff.png` (red where it differs)
 *   in tests/.artifacts/visual/pages.
 */

/** Pixels whose colour moves by more than 10 % (YIQ) differ; up to 0.2 % of a page may (antialiasing). */
export const PAGE_TOLERANCE = { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 } as const;

type UpdateMode = 'all' | 'new' | 'none';

/** Vitest's snapshot mode of this run: 'all' with --update, 'none' in CI, 'new' otherwise. */
function updateMode(): UpdateMode {
  const state = expect.getState().snapshotState as unknown as { _updateSnapshot?: UpdateMode } | undefined;
  return state?._updateSnapshot ?? (process.env.CI ? 'none' : 'new');
}

const write = (path: string, png: Buffer) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, png);
};

/** Compares a screenshot (PNG bytes) with the baseline `name`; throws, saying where to look, when it differs. */
export function expectPageToMatchBaseline(shot: Buffer, name: string): void {
  const baseline = resolve(PAGE_BASELINES_DIR, `${name}.png`);
  const actualPath = resolve(VISUAL_RESULTS_DIR, 'pages', `${name}-actual.png`);
  const diffPath = resolve(VISUAL_RESULTS_DIR, 'pages', `${name}-diff.png`);
  rmSync(actualPath, { force: true });
  rmSync(diffPath, { force: true });
  const actual = decodePng(shot);
  const mode = updateMode();
  let stored: Buffer | undefined;
  try {
    stored = readFileSync(baseline);
  } catch {
    stored = undefined;
  }
  if (!stored) {
    if (mode === 'none') {
      write(actualPath, encodePng(actual));
      throw new Error(`No baseline ${baseline} (CI writes none). The page as taken: ${actualPath}`);
    }
    write(baseline, encodePng(actual));
    if (mode === 'new') throw new Error(`No baseline ${baseline}: one was written; review it before running the tests again.`);
    return;
  }
  const reference = decodePng(stored);
  const sameSize = reference.width === actual.width && reference.height === actual.height;
  const result = sameSize ? compareImages(reference, actual, PAGE_TOLERANCE.threshold) : undefined;
  if (result && result.ratio <= PAGE_TOLERANCE.allowedMismatchedPixelRatio) return;
  if (mode === 'all') {
    write(baseline, encodePng(actual));
    return;
  }
  write(actualPath, encodePng(actual));
  if (result) write(diffPath, encodePng(result.diff));
  const what = result
    ? `${result.mismatched} pixels (${(result.ratio * 100).toFixed(2)} %) differ`
    : `the size differs: ${reference.width}x${reference.height} expected, ${actual.width}x${actual.height} taken`;
  throw new Error(`${name}: ${what}.\n  baseline: ${baseline}\n  actual:   ${actualPath}${result ? `\n  diff:     ${diffPath}` : ''}`);
}
