import { useEffect, useState } from 'react';
import type { RefObject } from 'react';

/** How far below the fold a widget starts loading, so its cards are there when scrolled to. */
const NEAR_VIEWPORT_MARGIN = '200px';

/**
 * True once the element has come within 200 px of the viewport, and from then on: the widget
 * requests nothing (no API call, no picture) before that. Without IntersectionObserver it is true
 * at once.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  // A browser without IntersectionObserver loads at once (the server renders skeletons either way).
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: NEAR_VIEWPORT_MARGIN });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
