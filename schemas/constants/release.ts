/** The site's release (§9): its tag, the reload guard and the manifest polling. */

/** §9: reload guard and manifest polling / prefetch timer. */
export const RELOAD_GUARD_MS = 10_000;
export const MANIFEST_POLL_MS = 1_000;

/** §9: release tag. */
export const RELEASE_TAG = '1.0.51';
