import { useState } from 'react';
import type { KeyboardEvent } from 'react';

/**
 * Slide index logic of the WAI-ARIA carousel pattern: previous/next wrap around, and the arrow
 * keys move while focus is anywhere inside the carousel (Home/End jump to the ends).
 */
export function useCarousel(count: number, initial = 0, control: { index?: number; onChange?: (index: number) => void } = {}) {
  const [own, setOwn] = useState(() => Math.min(Math.max(initial, 0), Math.max(count - 1, 0)));
  // Controlled when the host passes `index` (a full-screen view moves the same photo).
  const index = control.index ?? own;
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const goTo = (next: number) => {
    const target = count === 0 ? 0 : ((next % count) + count) % count;
    setOwn(target);
    control.onChange?.(target);
  };
  const previous = () => goTo(current - 1);
  const next = () => goTo(current + 1);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const keys: Record<string, (() => void) | undefined> = {
      ArrowLeft: rtl ? next : previous,
      ArrowRight: rtl ? previous : next,
      Home: () => goTo(0),
      End: () => goTo(count - 1),
    };
    const action = keys[event.key];
    // Leave keys alone inside form fields, where arrows move the caret.
    if (!action || (event.target as HTMLElement).closest('input, textarea, select')) return;
    event.preventDefault();
    action();
  };
  return { index: current, goTo, previous, next, onKeyDown };
}
