import { useEffect, useRef } from 'react';
import type { MutableRefObject } from 'react';

/** True while the component is mounted: a late answer checks it before setting state. */
export function useMountedRef(): MutableRefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/** The latest `value` (a host's callback), read by async work without re-creating it on every render. */
export function useLatestRef<T>(value: T): MutableRefObject<T> {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
