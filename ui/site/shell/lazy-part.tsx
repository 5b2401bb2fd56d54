import { lazy, Suspense, useEffect } from 'react';
import type { ComponentType } from 'react';
import { whenInteractive } from './interactive';

/**
 * Parts of a page whose code is not in its first load. A part is in the server's HTML like the rest
 * of the page; it renders inside its own Suspense boundary, which React hydrates after the rest of
 * the page (at a low priority, once the part's chunk has come), keeping the server's HTML until
 * then. The page marks itself interactive (`html[data-hydrated]`, SiteProviders) once the parts it
 * rendered have hydrated too: a part counts from its first render in the browser (outside its
 * boundary, so in the page's own hydration pass) until its boundary has hydrated or its chunk failed.
 */
/** Parts being hydrated, counted apart: the lazy parts (the page waits for them) and the later ones. */
class PartCount {
  private readonly pending = new Set<object>();
  private readonly waiting: Array<() => void> = [];

  add(part: object): void {
    this.pending.add(part);
  }

  settled(part: object): void {
    if (!this.pending.delete(part)) return;
    if (this.pending.size === 0) for (const run of this.waiting.splice(0)) run();
  }

  whenNone(run: () => void): void {
    if (this.pending.size === 0) run();
    else this.waiting.push(run);
  }
}
const lazyParts = new PartCount();
const laterParts = new PartCount();

/** Runs `run` once every lazy part rendered so far has hydrated (at once when none is pending). */
export function whenPartsHydrated(run: () => void): void {
  lazyParts.whenNone(run);
}

/**
 * Runs `run` once every later part rendered so far has hydrated too (the click keeper keeps a
 * click on one of them until then, shell/click-keeper.ts).
 */
export function whenLaterPartsHydrated(run: () => void): void {
  laterParts.whenNone(run);
}

/**
 * One part's hydration, counted: call `render()` from its first render outside its boundary, put
 * `<Hydrated />` inside the boundary, and call `settle()` if its chunk failed to load.
 */
export function trackedPart(count: PartCount = lazyParts) {
  const part = {};
  let rendered = false;
  return {
    render(): void {
      if (!rendered && typeof document !== 'undefined') {
        rendered = true;
        count.add(part);
      }
    },
    settle: (): void => count.settled(part),
    /** Renders nothing; its effect runs when the part's boundary has hydrated (or mounted). */
    Hydrated() {
      useEffect(() => count.settled(part), []);
      return null;
    },
  };
}

/** A component whose chunk `load` fetches, rendered in a boundary that shows nothing meanwhile and counted by `part`. */
function partComponent<P extends object>(part: ReturnType<typeof trackedPart>, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() =>
    load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        part.settle();
        throw error;
      },
    ),
  );
  return function Part(props: P) {
    part.render();
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
        <part.Hydrated />
      </Suspense>
    );
  };
}

/** A component loaded with its own chunk when first rendered, in a boundary that shows nothing meanwhile. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return partComponent(trackedPart(), load);
}

/**
 * A part further down the page that nothing on the first screen depends on (a profile's facts,
 * sections and nearby girls): like `lazyPart`, in the server's HTML with the page, but its chunk is
 * asked for only once the page is interactive, and the page does not wait for it to mark itself so
 * (its server HTML, styled and with working links, stays until the chunk has come). What the
 * visitor downloads before the page works stays small.
 */
export function laterPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const afterInteractive = () =>
    typeof document === 'undefined' ? load() : new Promise<void>((resolve) => whenInteractive(resolve)).then(load);
  return partComponent(trackedPart(laterParts), afterInteractive);
}
