import { useCallback, useMemo, useRef, useState } from 'react';
import type { BusinessUpdateRequest, Category } from '@portal/sdk';
import { toBusinessUpdate } from './payload';
import {
  BUSINESS_STEPS, BUSINESS_STEP_IDS, FINAL_BUSINESS_STEP, businessStepIndex, businessStepProgress, businessValidityFlags,
} from './questionnaire';
import type { BusinessCompletionContext, BusinessStepId } from './questionnaire';
import type { BusinessValues } from './values';
import type { DraftStorage, QuestionnaireProgress, StepErrors } from '../editor';
import type { SubmitIntent } from '../editor';
import { fieldErrorsOf } from '../editor/fieldErrors';
import { useBusinessDraft } from './useBusinessDraft';

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

export interface BusinessStepView {
  id: BusinessStepId;
  labelKey: string;
  progress: QuestionnaireProgress;
}

/**
 * The headless business questionnaire (§4 "similar" to the model's): the current step, every
 * step's values with their draft, progress labels and validity flags, and what Next / Save send.
 * Each step but the photos is one POST /api/business/{id}; Next on the last step sends is_final.
 */
export function useBusinessQuestionnaire(options: UseBusinessQuestionnaireOptions) {
  const { api, businessId, categories, onFinished } = options;
  const [saved, setSaved] = useState(options.baseline);
  const draft = useBusinessDraft({ businessId, baseline: saved, storage: options.storage, delayMs: options.draftDelayMs });
  const [values, setValues] = useState<BusinessValues | null>(null);
  const [current, setCurrent] = useState<BusinessStepId | null>(null);
  const [visited, setVisited] = useState<BusinessStepId[]>([]);
  const [isFinal, setIsFinal] = useState(options.isFinal);
  const [errors, setErrors] = useState<StepErrors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [revision, setRevision] = useState(0);
  const valuesRef = useRef<BusinessValues | null>(null);

  // The stored draft is known after mount; the questionnaire starts from it once.
  if (draft.ready && values === null && draft.initial) {
    setValues(draft.initial.values);
    setCurrent(draft.initial.step ?? 'about');
  }

  const live = values ?? saved;
  const step = current ?? 'about';
  const ctx: BusinessCompletionContext = useMemo(
    () => ({ photoCount: options.photoCount, isFinal, visited }),
    [options.photoCount, isFinal, visited],
  );
  const steps: BusinessStepView[] = useMemo(
    () => BUSINESS_STEPS.map((s) => ({ id: s.id, labelKey: s.labelKey, progress: businessStepProgress(s.id, live, ctx) })),
    [live, ctx],
  );

  const goTo = useCallback((id: BusinessStepId) => {
    setCurrent((from) => {
      if (from) setVisited((v) => (v.includes(from) ? v : [...v, from]));
      return id;
    });
    setErrors({});
    setServerError(null);
    draft.saveStep(id);
  }, [draft]);

  const change = useCallback((partial: Partial<BusinessValues>) => {
    const next = { ...(valuesRef.current ?? live), ...partial };
    valuesRef.current = next;
    setValues(next);
    draft.save(next);
  }, [draft, live]);

  /** A step's valid values: kept, sent, and on 'next' the following step opens (or the questionnaire ends). */
  const submit = useCallback(async (partial: Partial<BusinessValues>, intent: SubmitIntent = 'next'): Promise<boolean> => {
    const next = { ...(valuesRef.current ?? live), ...partial };
    valuesRef.current = next;
    setValues(next);
    draft.save(next);
    const final = step === FINAL_BUSINESS_STEP && intent === 'next';
    const body = toBusinessUpdate(step, next, { categories, isFinal: final });
    if (body && !body.ok) {
      setErrors(body.errors);
      draft.flush();
      return false;
    }
    setBusy(true);
    setServerError(null);
    try {
      if (body) await api.update(businessId, body.data);
      const def = BUSINESS_STEPS[businessStepIndex(step)]!;
      setSaved((prev) => ({ ...prev, ...Object.fromEntries(def.values.map((k) => [k, next[k]])) }));
      setErrors({});
      if (final) {
        setIsFinal(true);
        draft.clear();
        onFinished?.();
      } else {
        draft.flush();
      }
      if (intent === 'next' && !final) {
        const following = BUSINESS_STEP_IDS[businessStepIndex(step) + 1];
        if (following) goTo(following);
      }
      return true;
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setServerError(error);
      // The draft keeps the values: a failed call loses nothing.
      draft.flush();
      return false;
    } finally {
      setBusy(false);
    }
  }, [api, businessId, categories, draft, goTo, live, onFinished, step]);

  const discardDraft = useCallback(() => {
    draft.clear();
    valuesRef.current = saved;
    setValues(saved);
    // Remount the step forms: their inputs were initialised from the draft.
    setRevision((r) => r + 1);
  }, [draft, saved]);

  return {
    ready: values !== null,
    values: live,
    current: step,
    currentIndex: businessStepIndex(step),
    steps,
    /** §5 validity flags, for the step that holds each field. */
    flags: useMemo(() => businessValidityFlags(live), [live]),
    revision,
    isFinal,
    errors,
    serverError,
    busy,
    goTo,
    back: useCallback(() => {
      const previous = BUSINESS_STEP_IDS[businessStepIndex(step) - 1];
      if (previous) goTo(previous);
    }, [goTo, step]),
    change,
    submit,
    setErrors,
    draft: { restored: draft.restored, discard: discardDraft, dismiss: draft.dismiss },
  };
}

export type BusinessQuestionnaireState = ReturnType<typeof useBusinessQuestionnaire>;
