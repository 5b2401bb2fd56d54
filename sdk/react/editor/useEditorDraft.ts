import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { browserStorage, createDraftStore, draftDiffers, draftIdFor, mergeDraft } from '../../editor';
import type { DraftStorage, EditorValues, StepId } from '../../editor';

export interface UseEditorDraftOptions {
  /** null while the profile does not exist yet (its draft is kept as 'new'). */
  profileId: number | null;
  /** The values as the server has them (or the empty editor). */
  baseline: EditorValues;
  /** Defaults to localStorage; pass a fake in tests or null to keep no draft. */
  storage?: DraftStorage | null;
  /** Writes wait this long after the last change (default 400 ms). */
  delayMs?: number;
}

export interface EditorDraftState {
  /** False until storage was read (after mount, so server and client render the same). */
  ready: boolean;
  /** The baseline with the stored draft laid over it, and the step the owner was on. */
  initial: { values: EditorValues; step: StepId | null } | null;
  /** A draft differing from the baseline was restored: show the notice. */
  restored: boolean;
  /** Stores the values (debounced) and the current step (at once). */
  save(values: EditorValues): void;
  saveStep(step: StepId): void;
  /** Writes a pending save now. */
  flush(): void;
  /** Forgets the draft and hides the notice; the caller goes back to the baseline. */
  discard(): void;
  /** Hides the notice and keeps the restored values. */
  dismiss(): void;
  /** Forgets the draft after a successful send. */
  clear(): void;
  /** The new profile got its id: its draft moves along. */
  move(profileId: number): void;
}

/**
 * §4 drafts that are never lost: the editor's unsent values are written to storage as they change
 * (debounced, and at once when the page is hidden or the editor unmounts), and read back after a
 * reload, a crash or a failed call.
 */
export function useEditorDraft({ profileId, baseline, storage, delayMs = 400 }: UseEditorDraftOptions): EditorDraftState {
  const store = useMemo(() => createDraftStore(storage === undefined ? browserStorage() : storage), [storage]);
  const idRef = useRef(draftIdFor(profileId));
  const [initial, setInitial] = useState<EditorDraftState['initial']>(null);
  const [restored, setRestored] = useState(false);
  const pending = useRef<EditorValues | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const baselineRef = useRef(baseline);

  useEffect(() => {
    idRef.current = draftIdFor(profileId);
  }, [profileId]);

  // Read once per profile after mount: reading during render would differ from the server's HTML.
  useEffect(() => {
    const id = draftIdFor(profileId);
    const draft = store.read(id);
    const values = draft ? mergeDraft(baselineRef.current, draft.values) : baselineRef.current;
    const differs = draft !== null && draftDiffers(baselineRef.current, values);
    if (draft && !differs) store.clear(id);
    setInitial({ values, step: store.readStep(id) });
    setRestored(differs);
    // baseline is read through the ref on purpose: a refetch must not overwrite what is being typed.
  }, [profileId, store]);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const values = pending.current;
    pending.current = null;
    if (!values) return;
    if (draftDiffers(baselineRef.current, values)) store.write(idRef.current, values);
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

  const save = useCallback((values: EditorValues) => {
    pending.current = values;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, delayMs);
  }, [delayMs, flush]);

  const saveStep = useCallback((step: StepId) => {
    store.writeStep(idRef.current, step);
  }, [store]);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    store.clear(idRef.current);
    setRestored(false);
  }, [store]);

  const move = useCallback((id: number) => {
    const to = draftIdFor(id);
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
