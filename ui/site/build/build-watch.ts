import { LATEST_BUILD_PATH, isNewBuild, nextPollDelay, readBuildId } from './build-id';
import { isBuildStale, markBuildStale } from './build-stale';
import { reportChunkError } from './chunk-errors';

/**
 * Polls builds/latest.json while the tab is visible (backing off, see `nextPollDelay`). Once a
 * newer build is live, `isBuildStale()` turns true and the router's middleware makes the next
 * navigation a document load, so the visitor moves to the new build between pages, never mid-page.
 */
export { isBuildStale } from './build-stale';

export function startBuildWatch(currentId: string, fetchImpl: typeof fetch = fetch): () => void {
  if (!currentId) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unchanged = 0;
  let stopped = false;

  const visible = () => document.visibilityState === 'visible';

  const schedule = () => {
    if (stopped || isBuildStale() || timer !== undefined || !visible()) return;
    timer = setTimeout(poll, nextPollDelay(unchanged));
  };

  const poll = async () => {
    timer = undefined;
    if (stopped || !visible()) return;
    try {
      const response = await fetchImpl(LATEST_BUILD_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
      const latest = response.ok ? readBuildId(await response.json()) : null;
      if (isNewBuild(currentId, latest)) {
        markBuildStale();
        reportChunkError({ reason: 'new-build', message: `build ${latest} is live; this page is build ${currentId}`, reloading: false });
        return;
      }
    } catch {
      // Offline or a deploy in progress: try again later, like an unchanged answer.
    }
    unchanged += 1;
    schedule();
  };

  const onVisibility = () => {
    if (visible()) {
      // Back to the tab: check soon, then back off again.
      unchanged = 0;
      schedule();
    } else if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };

  document.addEventListener('visibilitychange', onVisibility);
  schedule();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
