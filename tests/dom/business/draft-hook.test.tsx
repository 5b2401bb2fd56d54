import '../shims';
import { act, renderHook } from '@testing-library/react';
import { useMemo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createBusinessDraftStore, emptyBusinessValues, mergeBusinessDraft } from '@portal/components/features/business';
import type { BusinessStepId, BusinessValues } from '@portal/components/features/business';
import { draftDiffers, useStepDraft } from '@portal/components/features/steps';
import type { DraftStorage } from '@portal/components/features/steps';
import { createDraftStore, draftIdFor, emptyEditorValues, mergeDraft } from '@portal/components/features/editor';
import type { EditorValues } from '@portal/components/features/editor';
import type { StepId } from '@portal/components/features/editor';

class MemoryStorage implements DraftStorage {
  map = new Map<string, string>();
  getItem(k: string) { return this.map.get(k) ?? null; }
  setItem(k: string, v: string) { this.map.set(k, v); }
  removeItem(k: string) { this.map.delete(k); }
}

const named = (name: string): BusinessValues => ({ ...emptyBusinessValues(), name });

/** The business questionnaire's draft as its hook configures the engine's. */
function useBusinessDraft({ businessId, baseline, storage }: { businessId: number; baseline: BusinessValues; storage: DraftStorage }) {
  const store = useMemo(() => createBusinessDraftStore(storage), [storage]);
  return useStepDraft<BusinessValues, BusinessStepId>({
    id: String(businessId), baseline, store, merge: mergeBusinessDraft, differs: draftDiffers, delayMs: 0,
  });
}

/** The model editor's draft as its hook configures the engine's. */
function useEditorDraft({ profileId, storage }: { profileId: number | null; storage: DraftStorage }) {
  const store = useMemo(() => createDraftStore(storage), [storage]);
  return useStepDraft<EditorValues, StepId>({
    id: draftIdFor(profileId), baseline: emptyEditorValues(), store, merge: mergeDraft, differs: draftDiffers, delayMs: 0,
  });
}

describe('the questionnaire draft hook shared by the model editor and the business questionnaire', () => {
  it('restores a business draft that differs from the server, with the step the owner was on', async () => {
    const storage = new MemoryStorage();
    const store = createBusinessDraftStore(storage);
    store.write(5, named('Velvet Lounge'));
    store.writeStep(5, 'generalInfo');
    const { result } = renderHook(() => useBusinessDraft({ businessId: 5, baseline: named(''), storage }));
    await vi.waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.initial?.values.name).toBe('Velvet Lounge');
    expect(result.current.initial?.step).toBe('generalInfo');
    expect(result.current.restored).toBe(true);
  });

  it('drops a draft the server already holds but keeps its step, so the editor opens where the owner was', async () => {
    const storage = new MemoryStorage();
    const store = createBusinessDraftStore(storage);
    store.write(5, named('Velvet Lounge'));
    store.writeStep(5, 'categories');
    const { result } = renderHook(() => useBusinessDraft({ businessId: 5, baseline: named('Velvet Lounge'), storage }));
    await vi.waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.restored).toBe(false);
    expect(result.current.initial?.step).toBe('categories');
    expect(store.read(5)).toBeNull();
    expect(store.readStep(5)).toBe('categories');
  });

  it('writes changes, and clears values and step after the final send', async () => {
    const storage = new MemoryStorage();
    const store = createBusinessDraftStore(storage);
    const { result } = renderHook(() => useBusinessDraft({ businessId: 9, baseline: named(''), storage }));
    await vi.waitFor(() => expect(result.current.ready).toBe(true));
    act(() => {
      result.current.save(named('Nightingale'));
      result.current.saveStep('about');
      result.current.flush();
    });
    expect(draftDiffers(named(''), { ...named(''), ...store.read(9)?.values })).toBe(true);
    act(() => result.current.clear());
    expect(store.read(9)).toBeNull();
    expect(store.readStep(9)).toBeNull();
  });

  it('moves a new profile’s draft to the id the profile got (the model editor)', async () => {
    const storage = new MemoryStorage();
    const { result } = renderHook(() => useEditorDraft({ profileId: null, storage }));
    await vi.waitFor(() => expect(result.current.ready).toBe(true));
    act(() => {
      result.current.save({ ...emptyEditorValues(), name: 'Selene' });
      result.current.saveStep('general');
      result.current.move(draftIdFor(42));
      result.current.saveStep('parameters');
    });
    const again = renderHook(() => useEditorDraft({ profileId: 42, storage }));
    await vi.waitFor(() => expect(again.result.current.ready).toBe(true));
    expect(again.result.current.initial?.values.name).toBe('Selene');
    expect(again.result.current.initial?.step).toBe('parameters');
  });
});
