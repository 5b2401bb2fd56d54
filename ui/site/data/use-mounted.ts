import { useSyncExternalStore } from 'react';

/** True after the first client render: what only the browser knows (drafts, the visitor's day) is drawn then. */
const noSubscription = () => () => undefined;
export function useMounted(): boolean {
  // false on the server and while hydrating, true afterwards (React re-renders with the client snapshot).
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
