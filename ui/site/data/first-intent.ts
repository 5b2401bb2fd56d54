/**
 * The first sign that the visitor is about to do something: a pointer moving onto the page (a
 * mouse, or a finger just before its tap), focus moving into it, or a key. Code that only an
 * interaction needs (the API client: its schemas take a long task to build) is run then, so it is
 * ready by the click, the filter change or the navigation that follows, and a visitor who only
 * reads never runs it. Hover and focus are not interactions themselves, so the task never delays
 * the response to one.
 */
const INTENT_EVENTS = ['pointerover', 'focusin', 'keydown'] as const;

/** Calls `fn` once, at the first intent event anywhere in the document. */
export function onFirstIntent(fn: () => void, target: Document = document): void {
  const listening = new AbortController();
  const run = () => {
    listening.abort();
    fn();
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, run, { capture: true, passive: true, signal: listening.signal });
}
