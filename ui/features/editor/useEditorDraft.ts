import { useCallback, useMemo } from 'react';
import { browserStorage, createDraftStore, draftDiffers, draftIdFor, mergeDraft } from './drafts';
import type { DraftStorage } from './drafts';
import type { EditorValues } from './values';
import type { StepId } from '@portal/sdk';
import { useQuestionnaireDraft } from './useQuestionnaireDraft';
import type { QuestionnaireDraftState } from './useQuestionnaireDraft';

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

export interface EditorDraftState extends Omit<QuestionnaireDraftState<EditorValues, StepId>, 'move'> {
  /** The new profile got its id: its draft moves along. */
  move(profileId: number): void;
}

/**
 * The profile editor's draft: the generic questionnaire draft (useQuestionnaireDraft) on the
 * profile drafts of ./drafts, keyed by profile id ('new' before the profile exists).
 */
export function useEditorDraft({ profileId, baseline, storage, delayMs }: UseEditorDraftOptions): EditorDraftState {
  const store = useMemo(() => createDraftStore(storage === undefined ? browserStorage() : storage), [storage]);
  // A created profile's draft follows it with `move` (the editor keeps passing the id it started with).
  const draft = useQuestionnaireDraft<EditorValues, StepId>({
    id: draftIdFor(profileId), baseline, store, merge: mergeDraft, differs: draftDiffers, delayMs,
  });
  const { move } = draft;
  return { ...draft, move: useCallback((id: number) => move(draftIdFor(id)), [move]) };
}
