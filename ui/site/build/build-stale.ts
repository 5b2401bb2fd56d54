/**
 * Whether a newer build is live: set by the poller (build-watch.ts), asked by the router's
 * middleware at each navigation (hydrate.tsx). Apart from the poller, whose code comes once the
 * page is interactive (shell/RootShell.tsx).
 */
let stale = false;

export const isBuildStale = (): boolean => stale;

export function markBuildStale(): void {
  stale = true;
}
