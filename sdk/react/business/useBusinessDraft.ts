import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { businessDraftDiffers, createBusinessDraftStore, mergeBusinessDraft } from '../../business/drafts';
import type { BusinessStepId } from '../../business/questionnaire';
import type { BusinessValues } from '../../business/values';
import { browserStorage } from '../../editor/drafts';
import type { DraftStorage } from '../../editor/drafts';

export interface UseBusinessDraftOptions {
  businessId: number;
  /** The values as the server has them. */
  baseline: BusinessValues;
  /** Defaults to localStorage; a fake in tests, null for none. */
  storage?: DraftStorage | null;
  /** Writes wait this long after the last change (default 400 ms). */
  delayMs?: number;
}

/**
 * The business questionnaire's draft, as the model editor keeps its own (useEditorDraft): read
 * once after mount (server and client render alike), written debounced and at once when the page
 * is hidden or the questionnaire unmounts, cleared after the final send.
 */
export function useBusinessDraft({ businessId, baseline, storage, delayMs = 400 }: UseBusinessDraftOptions) {
  const store = useMemo(() => createBusinessDraftStore(storage === undefined ? browserStorage() : storage), [storage]);
  const [initial, setInitial] = useState<{ values: BusinessValues; step: BusinessStepId | null } | null>(null);
  const [restored, setRestored] = useState(false);
  const pending = useRef<BusinessValues | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const baselineRef = useRef(baseline);
  useEffect(() => {
    baselineRef.current = baseline;
  }, [baseline]);

  useEffect(() => {
    const draft = store.read(businessId);
    const values = draft ? mergeBusinessDraft(baselineRef.current, draft.values) : baselineRef.current;
    const differs = draft !== null && businessDraftDiffers(baselineRef.current, values);
    if (draft && !differs) store.clear(businessId);
    setInitial({ values, step: store.readStep(businessId) });
    setRestored(differs);
  }, [businessId, store]);

  const flush = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const values = pending.current;
    pending.current = null;
    if (!values) return;
    if (businessDraftDiffers(baselineRef.current, values)) store.write(businessId, values);
    else store.clear(businessId);
  }, [businessId, store]);

  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      flush();
    };
  }, [flush]);

  const save = useCallback((values: BusinessValues) => {
    pending.current = values;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, delayMs);
  }, [delayMs, flush]);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    pending.current = null;
    store.clear(businessId);
    setRestored(false);
  }, [businessId, store]);

  return {
    ready: initial !== null,
    initial,
    restored,
    save,
    saveStep: useCallback((step: BusinessStepId) => void store.writeStep(businessId, step), [businessId, store]),
    flush,
    clear,
    dismiss: useCallback(() => setRestored(false), []),
  };
}
