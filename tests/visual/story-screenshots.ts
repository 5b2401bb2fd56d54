import { afterEach } from 'vitest';
import { commands, page } from 'vitest/browser';
import { SEED_EPOCH } from '../../mocks/seed/config';
import { imagesSettled } from './images-settled';
import { SCREENSHOT_WIDTHS, storyScreenshotName } from './screenshot-names';

/**
 * Visual regression of the stories (the `storybook` project's setup file): after a story's play
 * function and axe check have passed, its rendered root is shot at a phone and a desktop width
 * and compared with the baseline committed under tests/visual/baselines/stories
 * (vitest.storybook.config.ts `browser.expect.toMatchScreenshot`). A story renders once; only the
 * viewport changes between the two shots. How to review a diff and update the baselines:
 * docs/visual-regression.md.
 */

// The browser's clock runs from the mock's seed epoch, as the mock store's own clock does: a
// relative date ("3 days ago"), the calendar's today and the footer's year are the same on every
// run. It still ticks, so debounces and timeouts that measure Date.now() keep working.
// The project runs its files in one frame (vitest.storybook.config.ts `isolate: false`) and this
// file again before each: the clock is swapped once.
const SEED_CLOCK = Symbol.for('portal.storyShots.seedClock');
const RealDate = ((globalThis as Record<symbol, DateConstructor | undefined>)[SEED_CLOCK] ??= Date);
const offset = SEED_EPOCH - RealDate.now();
class SeedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string | number | Date]));
  }

  static override now(): number {
    return RealDate.now() + offset;
  }
}
globalThis.Date = SeedDate as DateConstructor;

// What a shot holds still: no motion (a skeleton's shimmer, a transition that starts when the
// viewport changes), no blinking caret, and the photos as flat grey boxes. The photos are the
// mock's generated placeholders (a random gradient behind the initials): their box, ratio,
// corners and whatever is drawn over them (tier marker, heart, scrim) are the design and stay in
// the shot; their pixels are demo data and would make each baseline ten times larger.
const still = document.createElement('style');
still.textContent = `*, *::before, *::after {
  animation: none !important; transition: none !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}
img, video { filter: contrast(0) brightness(0.5) !important; }`;
// Only for the shot: a play function may wait for an element that fades in (a progress bar).


/** Two frames: React's effects and the browser's layout after a resize have run. */
const nextFrames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** The longest a story's shot waits for the images the browser is loading (images-settled.ts). */
const IMAGE_WAIT_MS = 2_000;

/** Whether the browser's window already holds the largest frame a shot needs. */
let windowFitted = false;

/**
 * The frame at a size. The browser's window is made large enough for the largest shot once (the
 * widest width, MAX_SHOT_HEIGHT tall), so the frame is never scaled to fit it; resizing the window
 * before every shot was a round trip to Playwright per shot.
 */
async function setViewport(width: number, height: number): Promise<void> {
  if (!windowFitted) {
    await commands.fitBrowserWindow(Math.max(...SCREENSHOT_WIDTHS.map((w) => w.width)), MAX_SHOT_HEIGHT);
    windowFitted = true;
  }
  await page.viewport(width, height);
}

/**
 * The tallest shot: a long list (40 cards, 40 skeletons) is shot down to here (its root is
 * clipped there for the shot), which holds its first rows several times over; the rest repeats
 * them and would only make its baseline larger.
 */
const MAX_SHOT_HEIGHT = 2_000;
/** The roots clipped for a shot, given their own height back after it. */
const clipped = new Set<HTMLElement>();

/**
 * Sizes the viewport to the width and, when the story is taller than the screen, to the story's
 * height (up to MAX_SHOT_HEIGHT): an element is shot only where it is inside the frame, and the
 * tester frame is the viewport. A story that grows with the viewport (100vh) is taken at its
 * first measured height.
 */
async function fitViewport(width: number, height: number): Promise<Element> {
  await setViewport(width, height);
  await nextFrames();
  let target = shotTarget();
  const bottom = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
  if (bottom > MAX_SHOT_HEIGHT && target instanceof HTMLElement && target !== document.documentElement) {
    target.style.maxHeight = `${MAX_SHOT_HEIGHT}px`;
    target.style.overflow = 'clip';
    clipped.add(target);
  }
  let needed = Math.min(MAX_SHOT_HEIGHT, bottom);
  // A story still growing (a lazily loaded part coming in) is measured again until its height
  // holds, so no part of it is shot outside the frame (unpainted).
  for (let tries = 0; needed > height && tries < 5; tries++) {
    await setViewport(width, needed);
    await nextFrames();
    target = shotTarget();
    const now = Math.min(MAX_SHOT_HEIGHT, Math.ceil(target.getBoundingClientRect().bottom + window.scrollY));
    if (now <= needed) break;
    needed = now;
  }
  // No frame waited for after this: the screenshot itself waits until the element is stable, and
  // a shot that still differs is taken again until two in a row match before it is judged.
  await imagesSettled(IMAGE_WAIT_MS, target);
  await document.fonts.ready;
  return target;
}

/**
 * A screen reader's live region a library appended to the page (1 × 1 px, clipped) and keeps for
 * the next announcement, even after its story: nothing to see, and no reason to shoot the whole
 * page instead of the story (every story after such a file was shot at 844 px).
 */
function visuallyHidden(element: HTMLElement): boolean {
  // Only a live region: a dialog's focus guards (0 px) still make its story a whole-page shot, and
  // a story's own root that renders nothing (as wide as the frame, 0 px tall) stays what it was.
  if (!element.hasAttribute('aria-live') && element.getAttribute('role') !== 'status') return false;
  const { width, height } = element.getBoundingClientRect();
  return width <= 1 && height <= 1;
}

/** Everything the story put on the page: its own root, and the portals (dialogs, popovers) beside it. */
function shotTarget(): Element {
  const shown = [...document.body.children].filter(
    (child) => child instanceof HTMLElement && child.tagName !== 'SCRIPT' && child.tagName !== 'STYLE' && child.getClientRects().length > 0 && !visuallyHidden(child),
  );
  // One root: the story's own container (storybook's portable stories add it to <body>), shot
  // at its size. A portal beside it (an open dialog over the page): the whole page.
  if (shown.length === 1) return shown[0]!;
  document.documentElement.style.minHeight = '100vh';
  return document.documentElement;
}

/**
 * Stories whose last frame is not the same from run to run, so a shot of it cannot be compared:
 * the city combobox's list opens or stays closed depending on when its debounced search answers
 * relative to the play function's end (a whole-page shot one run, the field alone the next). Their
 * play functions still assert the behaviour; the field's look is held by the listing toolbar's
 * stories and the key pages' shots.
 */
const UNSTABLE_LAST_FRAME = [/^visitor-citysearch--/];

afterEach(async ({ task, expect }) => {
  const storyId = (task.meta as { storyId?: string }).storyId;
  // A story that failed already says why; a shot of its broken state would only add noise.
  if (!storyId || task.result?.state === 'fail' || task.mode !== 'run') return;
  if (UNSTABLE_LAST_FRAME.some((pattern) => pattern.test(storyId))) return;
  document.head.append(still);
  try {
    for (const { width, height } of SCREENSHOT_WIDTHS) {
      const target = await fitViewport(width, height);
      const { width: shownWidth, height: shownHeight } = target.getBoundingClientRect();
      // A story of a part that renders nothing in its state (an empty "recently viewed") has no
      // pixels to compare: its play function already asserts the absence.
      if (shownWidth === 0 || shownHeight === 0) continue;
      await expect(target).toMatchScreenshot(storyScreenshotName(storyId, width));
    }
  } finally {
    still.remove();
    document.documentElement.style.minHeight = '';
    for (const root of clipped) {
      root.style.maxHeight = '';
      root.style.overflow = '';
    }
    clipped.clear();
  }
});

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** tests/visual/browser-window.ts */
    fitBrowserWindow: (width: number, height: number) => Promise<void>;
  }
}
