/**
 * Whether a filter change replaces the current history entry or adds one. A slider's arrow-key
 * steps are one adjustment: its first step adds an entry, the next ones (`replace` asked) replace
 * it, so one Back undoes the whole adjustment. The router changes the URL only once a
 * change's data has loaded, so a step may come while the first one is still loading: replacing
 * then would replace the entry from before the adjustment (and Back would leave the page), so
 * that step adds its entry instead, and the router drops the first one, still pending, for it.
 *
 * @param currentSearch the query string the address bar shows now (`window.location.search`).
 */
export function createStepHistory(currentSearch: () => string): (replaceAsked: boolean) => boolean {
  // The query string before the last change that added an entry.
  let before: string | null = null;
  return (replaceAsked) => {
    const here = currentSearch();
    if (!replaceAsked || before === null) {
      before = here;
      return false;
    }
    // Still the URL from before the adjustment: its first step has not landed.
    return here !== before;
  };
}
