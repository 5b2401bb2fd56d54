import '@vitejs/plugin-react/preamble';
// The design tokens and base styles belong to the entry's own stylesheet, which the server always
// links (Document imports them too; they are bundled once).
import '../styles/global.css';
import { handleChunkLoadFailure } from './build/chunk-errors';
import { keepClicks, stopKeepingClicks } from './shell/click-keeper';
import { MODULES_META, preloadListedModules } from './shell/module-list';
import { readServerPayload } from './payload';

/**
 * The browser entry, kept tiny on purpose. The server HTML is complete and readable without
 * JavaScript, so the app (React, the router, i18next, the page's chunk: ~150 kB gzip) is fetched
 * only once that HTML has painted its first content and its priority image: on a slow link the
 * stylesheet and the largest image then get the bandwidth first, and the scripts never delay the
 * largest contentful paint. Links and forms work natively in the meantime; a click on a button
 * or checkbox before React has hydrated it is kept and played once it has (shell/click-keeper.ts).
 */

/** Never wait longer than this for a paint (a browser without paint timing, a stalled image). */
const PAINT_WAIT_MAX_MS = 3000;

function firstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    // Hidden tabs do not paint; a browser without paint timing falls back to the time limit.
    if (document.visibilityState !== 'visible' || performance.getEntriesByName('first-contentful-paint').length > 0) {
      resolve();
      return;
    }
    try {
      const observer = new PerformanceObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      resolve();
    }
  });
}

/** The image the server marked as the page's largest (fetchpriority="high"), loaded and decoded. */
function priorityImage(): Promise<unknown> {
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  return image && !image.complete ? image.decode().catch(() => undefined) : Promise.resolve();
}

function afterFirstPaint(): Promise<void> {
  const painted = Promise.all([firstContentfulPaint(), priorityImage()]).then(
    // One more frame, so the image is on screen, not only decoded.
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
  const limit = new Promise<void>((resolve) => setTimeout(resolve, PAINT_WAIT_MAX_MS));
  return Promise.race([painted, limit]);
}

// Vite reports a failed preload of a lazy chunk's dependencies with this event.
window.addEventListener('vite:preloadError', (event) => handleChunkLoadFailure((event as Event & { payload?: unknown }).payload));

const payload = readServerPayload();
if (!payload) console.error('[site] no server payload: the page was not server-rendered');
else {
  keepClicks();
  void afterFirstPaint().then(() => {
    // The page's chunks, listed by the server (ServerAssets): asked for all at once, so the app and
    // the page's code download in parallel rather than one import after the other.
    preloadListedModules(MODULES_META);
    return import('./hydrate').then(
      ({ boot }) => boot(payload),
      (error: unknown) => {
        stopKeepingClicks();
        handleChunkLoadFailure(error);
      },
    );
  });
}
