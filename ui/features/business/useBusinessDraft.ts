import { useMemo } from 'react';
import { businessDraftDiffers, createBusinessDraftStore, mergeBusinessDraft } from './drafts';
import type { BusinessStepId } from './questionnaire';
import type { BusinessValues } from './values';
import { browserStorage } from '../editor/drafts';
import type { DraftStorage } from '../editor/drafts';
import { useQuestionnaireDraft } from '../editor/useQuestionnaireDraft';
import type { QuestionnaireDraftStore } from '../editor/useQuestionnaireDraft';

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
 * The business questionnaire's draft: the same generic questionnaire draft as the model editor's
 * (useQuestionnaireDraft), on the business drafts of ./drafts, keyed by business id.
 */
export function useBusinessDraft({ businessId, baseline, storage, delayMs }: UseBusinessDraftOptions) {
  const store = useMemo((): QuestionnaireDraftStore<BusinessValues, BusinessStepId> => {
    const drafts = createBusinessDraftStore(storage === undefined ? browserStorage() : storage);
    return {
      read: (id) => drafts.read(Number(id)),
      write: (id, values) => drafts.write(Number(id), values),
      clear: (id) => drafts.clear(Number(id)),
      readStep: (id) => drafts.readStep(Number(id)),
      writeStep: (id, step) => drafts.writeStep(Number(id), step),
    };
  }, [storage]);
  return useQuestionnaireDraft<BusinessValues, BusinessStepId>({
    id: String(businessId), baseline, store, merge: mergeBusinessDraft, differs: businessDraftDiffers, delayMs,
  });
}
