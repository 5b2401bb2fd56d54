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
const CONTROL = 'button,[role=button],input[type=checkbox],input[type=radio],summary';
/** How often a kept click looks whether its control has been hydrated. */
const POLL_MS = 50;

let kept: HTMLElement | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

/** React keeps the props of each element it has hydrated under `__reactProps$<random>`; server HTML has none. */
export const isHydrated = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

function worksNatively(control: Element): boolean {
  const { form, type } = control as HTMLButtonElement;
  const action = control.getAttribute('formaction') ?? form?.getAttribute('action');
  return !!control.closest('a[href]') || (type === 'submit' && !!action && !action.startsWith('javascript:'));
}

/** Plays the kept click once its control is hydrated (or drops it once the control left the page). */
function replay(final?: boolean): void {
  const control = kept;
  if (control && control.isConnected && !isHydrated(control) && !final) return;
  clearInterval(timer);
  timer = undefined;
  kept = null;
  if (control?.isConnected && isHydrated(control)) control.click();
}

function keep(event: MouseEvent): void {
  const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
  if (!control || isHydrated(control) || worksNatively(control)) return;
  // Neither the browser (a checkbox would toggle) nor React (it drops the click) acts on it now.
  event.preventDefault();
  event.stopImmediatePropagation();
  kept = control as HTMLElement;
  timer ??= setInterval(replay, POLL_MS);
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
