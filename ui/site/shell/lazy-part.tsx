import { lazy, useEffect } from 'react';
import type { ComponentType } from 'react';

/**
 * Parts of a page whose code is not in its first load: rendered inside a Suspense boundary, a part
 * is in the server's HTML like the rest of the page, and the browser keeps that HTML until the
 * part's chunk has come, then hydrates it. The page marks itself interactive (`html[data-hydrated]`,
 * SiteProviders) once the parts its first render asked for have hydrated too.
 */
const loading = new Set<object>();
const waiting: Array<() => void> = [];

function settled(part: object): void {
  loading.delete(part);
  if (loading.size === 0) for (const run of waiting.splice(0)) run();
}

/** Runs `run` once every part being loaded has hydrated (at once when none is). */
export function whenPartsHydrated(run: () => void): void {
  if (loading.size === 0) run();
  else waiting.push(run);
}

/** A component loaded with its own chunk when first rendered; render it inside `<Suspense>`. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const part = {};
  const Loaded = lazy(() => {
    loading.add(part);
    return load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        settled(part);
        throw error;
      },
    );
  });
  /** Renders nothing; its effect runs when the part's boundary has hydrated. */
  function Hydrated() {
    useEffect(() => settled(part), []);
    return null;
  }
  return function LazyPart(props: P) {
    return (
      <>
        <Loaded {...props} />
        <Hydrated />
      </>
    );
  };
}
