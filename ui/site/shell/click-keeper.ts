/**
 * Keeps a click that React would lose while the page hydrates, and plays it again once the control
 * has been hydrated. React replays no discrete event that lands on server HTML it has not hydrated
 * yet (before `hydrateRoot`, or in a lazy part whose chunk has not come: shell/lazy-part.tsx), so a
 * tap on "Like" or a filter checkbox in that gap did nothing. Installed by the entry before the app
 * loads; removed once every part has hydrated (SiteProviders), so it costs nothing afterwards.
 *
 * Only the last click is kept (a double tap must not like, then unlike). Links and submit buttons
 * of a form with its own `action` (a no-JS fallback, like the age gate's) work natively and are
 * left alone.
 */
const CONTROL = 'button,[role=button],[type=checkbox],[type=radio],summary';

let kept: HTMLButtonElement | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

/** React keeps the props of each element it has hydrated under `__reactProps$<random>`; server HTML has none. */
export const isHydrated = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/** Plays the kept click once its control has been hydrated; drops it if the control left the page (or at the end). */
function replay(final?: boolean): void {
  if (kept?.isConnected && !isHydrated(kept) && !final) return;
  clearInterval(timer);
  timer = undefined;
  if (kept?.isConnected && isHydrated(kept)) kept.click();
  kept = null;
}

function keep(event: MouseEvent): void {
  const control = (event.target as Element).closest?.<HTMLButtonElement>(CONTROL);
  // Links and a form's own no-JS submit (a form with an `action`, like the age gate's) work natively.
  if (!control || isHydrated(control) || control.closest('a[href]') || (control.type === 'submit' && control.form?.hasAttribute('action'))) return;
  // Neither the browser (a checkbox would toggle) nor React (it would drop the click) acts on it now.
  event.preventDefault();
  event.stopImmediatePropagation();
  kept = control;
  // Looked at every 50 ms while a click is kept, never otherwise.
  timer ??= setInterval(replay, 50);
}

/** Starts keeping clicks on controls React has not hydrated yet. */
export function keepClicks(): void {
  document.addEventListener('click', keep, true);
}

/** Every part has hydrated (or failed): plays a click still kept if its control is ready, and stops. */
export function stopKeepingClicks(): void {
  document.removeEventListener('click', keep, true);
  replay(true);
}
