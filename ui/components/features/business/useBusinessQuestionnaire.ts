import { useCallback, useMemo, useState } from 'react';
import type { BusinessUpdateRequest, Category } from '@portal/sdk';
import { toBusinessUpdate } from './payload';
import { BUSINESS_STEPS, FINAL_BUSINESS_STEP, businessStepProgress, businessValidityFlags } from './questionnaire';
import type { BusinessStep, BusinessStepId } from './questionnaire';
import { createBusinessDraftStore, mergeBusinessDraft } from './drafts';
import type { BusinessValues } from './values';
import { browserStorage, stepInvalid, useStepEngine } from '../steps';
import type { DraftStorage, StepOutcome, StepView, SubmitIntent } from '../steps';

/** The call the questionnaire makes; the page wires it to `client.businesses.update` (tests pass fakes). */
export interface BusinessQuestionnaireApi {
  update(businessId: number, body: BusinessUpdateRequest): Promise<unknown>;
}

export interface UseBusinessQuestionnaireOptions {
  businessId: number;
  /** businessValuesFromBusiness(business), or emptyBusinessValues() for a business without a page yet. */
  baseline: BusinessValues;
  isFinal: boolean;
  photoCount: number;
  api: BusinessQuestionnaireApi;
  /** GET /api/categories: the categories step adds the business type's own category. */
  categories?: readonly Category[];
  storage?: DraftStorage | null;
  draftDelayMs?: number;
  /** The final step went out with is_final. */
  onFinished?(): void;
}

export type BusinessStepView = StepView<BusinessStepId>;

const stepsFor = () => BUSINESS_STEPS;

/**
 * The headless business questionnaire (§4 "similar" to the model's), a configuration of the step
 * engine (../steps): the questionnaire's step table, its progress labels and validity flags, and
 * what Next / Save send. Each step but the photos is one POST /api/business/{id}; Next on the
 * last step sends is_final.
 */
export function useBusinessQuestionnaire(options: UseBusinessQuestionnaireOptions) {
  const { api, businessId, categories, onFinished, photoCount } = options;
  const [isFinal, setIsFinal] = useState(options.isFinal);
  const store = useMemo(() => createBusinessDraftStore(options.storage === undefined ? browserStorage() : options.storage), [options.storage]);

  const progress = useCallback(
    (step: BusinessStep, values: BusinessValues, visited: readonly BusinessStepId[]) =>
      businessStepProgress(step.id, values, { photoCount, isFinal, visited }),
    [photoCount, isFinal],
  );

  const persist = async (def: BusinessStep, next: BusinessValues, intent: SubmitIntent): Promise<StepOutcome> => {
    const final = def.id === FINAL_BUSINESS_STEP && intent === 'next';
    const body = toBusinessUpdate(def.id, next, { categories, isFinal: final });
    if (body && !body.ok) throw stepInvalid(body.errors);
    if (body) await api.update(businessId, body.data);
    if (!final) return 'sent';
    setIsFinal(true);
    onFinished?.();
    return 'finished';
  };

  const { form } = useStepEngine<BusinessStepId, BusinessValues, BusinessStep>({
    baseline: options.baseline,
    stepsFor,
    progress,
    persist,
    draft: { id: String(businessId), store, merge: mergeBusinessDraft, delayMs: options.draftDelayMs },
  });

  return {
    ...form,
    /** §5 validity flags, for the step that holds each field. */
    flags: useMemo(() => businessValidityFlags(form.values), [form.values]),
    isFinal,
  };
}

export type BusinessQuestionnaireState = ReturnType<typeof useBusinessQuestionnaire>;
