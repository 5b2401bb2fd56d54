import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftStore } from './drafts';

export interface UseStepDraftOptions<V, S> {
  /** The draft's id now; it may change when `move` is called. */
  id: string;
  /** The values as the server has them. */
  baseline: V;
  store: DraftStore<V, S>;
  /** Lays a stored draft over the baseline, dropping what has the wrong kind. */
  merge(baseline: V, draft: Partial<V>): V;
  /** Whether the values hold anything the baseline does not. */
  differs(baseline: V, values: V): boolean;
  /** Writes wait this long after the last change (default 400 ms). */
  delayMs?: number;
}

export interface StepDraftState<V, S> {
  /** False until storage was read (after mount, so server and client render the same). */
  ready: boolean;
  /** The baseline with the stored draft laid over it, and the step the owner was on. */
  initial: { values: V; step: S | null } | null;
  /** A draft differing from the baseline was restored: show the notice. */
  restored: boolean;
  /** Stores the values (debounced) and the current step (at once). */
  save(values: V): void;
  saveStep(step: S): void;
  /** Writes a pending save now. */
  flush(): void;
  /** Forgets the draft and hides the notice; the caller goes back to the baseline. */
  discard(): void;
  /** Hides the notice and keeps the restored values. */
  dismiss(): void;
  /** Forgets the draft after a successful send. */
  clear(): void;
  /** The draft continues under another id (a new profile got its id). */
  move(id: string): void;
}

/**
 * §4 drafts that are never lost, for any questionnaire (the model editor, the business
 * questionnaire): the unsent values are written to storage as they change (debounced, and at
 * once when the page is hidden or the questionnaire unmounts), and read back after a reload, a
 * crash or a failed call. Read once per id after mount: reading during render would differ from
 * the server's HTML.
 */
export function useStepDraft<V, S>({
  id, baseline, store, merge, differs, delayMs = 400,
}: UseStepDraftOptions<V, S>): StepDraftState<V, S> {
  const idRef = useRef(id);
  const [initial, setInitial] = useState<StepDraftState<V, S>['initial']>(null);
  const [restored, setRestored] = useState(false);
  const pending = useRef<V | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const baselineRef = useRef(baseline);
  // The rules are read through refs: hosts may pass new functions on every render.
  const rules = useRef({ merge, differs });

  useEffect(() => {
    rules.current = { merge, differs };
  }, [merge, differs]);

  useEffect(() => {
    idRef.current = id;
  }, [id]);

  useEffect(() => {
    const draft = store.read(id);
    const values = draft ? rules.current.merge(baselineRef.current, draft.values) : baselineRef.current;
    const changed = draft !== null && rules.current.differs(baselineRef.current, values);
    const step = store.readStep(id);
    if (draft && !changed) {
      // Everything was saved: the values go, the step the owner was on stays (a reload, or a new
      // profile's editor opening under its id, continues there).
      store.clear(id);
      if (step !== null) store.writeStep(id, step);
    }
    setInitial({ values, step });
    setRestored(changed);
    // baseline is read through the ref on purpose: a refetch must not overwrite what is being typed.
  }, [id, store]);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const values = pending.current;
    pending.current = null;
    if (values === null) return;
    if (rules.current.differs(baselineRef.current, values)) store.write(idRef.current, values);
    else store.clear(idRef.current);
  }, [store]);

  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      flush();
    };
  }, [flush]);

  useEffect(() => {
    baselineRef.current = baseline;
  }, [baseline]);

  const save = useCallback((values: V) => {
    pending.current = values;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, delayMs);
  }, [delayMs, flush]);

  const saveStep = useCallback((step: S) => {
    store.writeStep(idRef.current, step);
  }, [store]);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    store.clear(idRef.current);
    setRestored(false);
  }, [store]);

  const move = useCallback((to: string) => {
    flush();
    store.move(idRef.current, to);
    idRef.current = to;
  }, [flush, store]);

  return {
    ready: initial !== null,
    initial,
    restored,
    save,
    saveStep,
    flush,
    discard: clear,
    dismiss: useCallback(() => setRestored(false), []),
    clear,
    move,
  };
}
