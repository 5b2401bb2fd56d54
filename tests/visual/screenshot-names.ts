/**
 * Where the visual baselines live and how they are named: one committed folder per tier, one
 * file per story (or page) and width, named so a diff in review says what it shows.
 */

/** The phone and the desktop the design is checked at (the page tier uses the same two). */
export const SCREENSHOT_WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

/** The committed baselines, relative to the repository root. */
export const STORY_BASELINES_DIR = 'tests/visual/baselines/stories';
export const PAGE_BASELINES_DIR = 'tests/visual/baselines/pages';

/** Where a failed comparison leaves its actual and diff images (ignored by git). */
export const VISUAL_RESULTS_DIR = 'tests/.artifacts/visual';

/**
 * `components-card--default_390`: the story's id and the width it was shot at. Vitest keeps only
 * word characters and single hyphens of a screenshot's name, so the file is
 * `components-card-default_390.png`.
 */
export const storyScreenshotName = (storyId: string, width: number): string => `${storyId}_${width}`;
