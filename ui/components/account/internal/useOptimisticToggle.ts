import { useCallback, useRef, useState } from 'react';

/**
 * A toggle that shows its new state at once and settles on the server's answer, or rolls back if
 * the call fails. New props (a refetch) replace whatever was shown locally.
 */
export function useOptimisticToggle<S>(fromProps: S, same: (a: S, b: S) => boolean) {
  const [local, setLocal] = useState<S | null>(null);
  const [seen, setSeen] = useState(fromProps);
  if (!same(seen, fromProps)) {
    // Derived state: adjusting during render is React's recommended way to follow props.
    setSeen(fromProps);
    setLocal(null);
  }
  const shown = local ?? fromProps;
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);

  const toggle = useCallback(async (optimistic: S, call: () => Promise<S>) => {
    // One call at a time: a second click while the first is on its way would race it.
    if (busy.current) return;
    busy.current = true;
    const before = local;
    setLocal(optimistic);
    setError(null);
    setPending(true);
    try {
      setLocal(await call());
    } catch (failure) {
      setLocal(before);
      setError(failure);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, [local]);

  return { shown, toggle, error, pending };
}
