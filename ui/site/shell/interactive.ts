/**
 * The moment the page becomes interactive: its root and the lazy parts it rendered have hydrated
 * (SiteProviders marks it `html[data-hydrated]`, which tests and monitoring wait for). What a
 * visitor does not need to use the page (the idle modules: the API client) waits for it, so it never
 * competes with hydration for the network or the main thread.
 */
const waiting: Array<() => void> = [];
let interactive = false;

/** Marks the page interactive (once) and runs what waited for it. */
export function markInteractive(): void {
  if (interactive) return;
  interactive = true;
  document.documentElement.dataset.hydrated = 'true';
  for (const run of waiting.splice(0)) run();
}

/** Runs `run` once the page is interactive (at once if it is). */
export function whenInteractive(run: () => void): void {
  if (interactive) run();
  else waiting.push(run);
}
