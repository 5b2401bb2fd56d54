import { useCallback, useMemo, useRef, useState } from 'react';
import { CREATE_STEP, stepIndex } from './steps';
import { editorStepsFor } from './variants';
import { pickValues } from './values';
import { stepProgress } from './completion';
import { toCreateRequest, toEditRequest, toPatchRequest } from './payload';
import type { CompletionContext } from './steps';
import type { DraftStorage } from './drafts';
import type { EditorValues } from './values';
import type { QuestionnaireProgress } from './completion';
import type { StepErrors } from './payload';
import type { StepId, Category, ProfileCreateRequest, ProfileEditRequest, ProfilePatchRequest, ProfileStatus } from '@portal/sdk';
import { useEditorDraft } from './useEditorDraft';
import { fieldErrorsOf } from './fieldErrors';

/** The calls the editor makes; the page wires them to the SDK client (tests pass fakes). */
export interface ProfileEditorApi {
  /** POST /api/profile → individualProfile {id, user_id}. */
  create(body: ProfileCreateRequest): Promise<{ id: number }>;
  /** POST /api/profile/{id}/edit. */
  saveEdit(id: number, body: ProfileEditRequest): Promise<unknown>;
  /** PATCH /api/profile/{id}. */
  update(id: number, body: ProfilePatchRequest): Promise<unknown>;
  /** POST /api/profile/{id}/change-status {action: send_to_moderation}; answers the new status. */
  sendToModeration(id: number): Promise<{ status: ProfileStatus }>;
}

export interface UseProfileEditorOptions {
  profileId: number | null;
  userId: number;
  /** The values as last saved (editorValuesFromProfile), or emptyEditorValues() for a new profile. */
  baseline: EditorValues;
  status: ProfileStatus | null;
  isFinal: boolean;
  /** Photos on the server (the media step's rule). */
  photoCount: number;
  api: ProfileEditorApi;
  /** IndividualData.categories: gives the PATCH its `categories`. */
  categories?: readonly Category[];
  businessId?: number;
  incognito?: boolean;
  storage?: DraftStorage | null;
  draftDelayMs?: number;
  onCreated?(id: number): void;
  onSent?(status: ProfileStatus): void;
}

export type SubmitIntent = 'next' | 'save';

export interface EditorStepView {
  id: StepId;
  labelKey: string;
  progress: QuestionnaireProgress;
}

/** Field errors of the current step as the server or the rules gave them (path → message). */
export type EditorErrors = StepErrors;

/**
 * The headless profile editor: the current step, the values of all steps with their draft, the
 * progress of each step, and what Next/Save/Send call (§4 questionnaire: create, edit, patch,
 * final patch with is_final, then send to moderation).
 */
export function useProfileEditor(options: UseProfileEditorOptions) {
  const { api, userId, categories, businessId, incognito, onCreated, onSent } = options;
  const [saved, setSaved] = useState(options.baseline);
  const draft = useEditorDraft({
    profileId: options.profileId, baseline: saved, storage: options.storage, delayMs: options.draftDelayMs,
  });
  const [values, setValues] = useState<EditorValues | null>(null);
  const [current, setCurrent] = useState<StepId | null>(null);
  const [revision, setRevision] = useState(0);
  const [visited, setVisited] = useState<StepId[]>([]);
  const [profileId, setProfileId] = useState(options.profileId);
  const [status, setStatus] = useState(options.status);
  const [isFinal, setIsFinal] = useState(options.isFinal);
  const [errors, setErrors] = useState<EditorErrors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const valuesRef = useRef<EditorValues | null>(null);

  // The stored draft is known after mount; the editor starts from it once.
  if (draft.ready && values === null && draft.initial) {
    setValues(draft.initial.values);
    setCurrent(draft.initial.step ?? 'general');
  }

  const live = values ?? saved;
  // The variant follows the category (a web cam model gets the web cam editor, see ./variants).
  const stepList = editorStepsFor(live.category);
  // A step the variant does not have (the category changed under it) falls back to the first.
  const step = current && stepIndex(current, stepList) >= 0 ? current : 'general';
  const ctx: CompletionContext = useMemo(
    () => ({ photoCount: options.photoCount, status, isFinal, visited }),
    [options.photoCount, status, isFinal, visited],
  );
  const steps: EditorStepView[] = useMemo(
    () => stepList.map((s) => ({ id: s.id, labelKey: s.labelKey, progress: stepProgress(s, live, ctx) })),
    [stepList, live, ctx],
  );

  const goTo = useCallback((id: StepId) => {
    setCurrent((from) => {
      if (from) setVisited((v) => (v.includes(from) ? v : [...v, from]));
      return id;
    });
    setErrors({});
    setServerError(null);
    draft.saveStep(id);
  }, [draft]);

  const change = useCallback((partial: Partial<EditorValues>) => {
    const next = { ...(valuesRef.current ?? live), ...partial };
    valuesRef.current = next;
    setValues(next);
    draft.save(next);
  }, [draft, live]);

  /**
   * Sends what the step's stage sends. Returns whether the server now holds the step: before the
   * first step created the profile, a step opened out of order stays in the draft only.
   */
  const persist = useCallback(async (id: StepId, next: EditorValues): Promise<boolean> => {
    const def = stepList[stepIndex(id, stepList)]!;
    const invalid = (errors: StepErrors) => Object.assign(new Error('invalid'), { stepErrors: errors });
    if (def.stage === 'basic' && profileId !== null) {
      const body = toEditRequest(def, next);
      if (!body.ok) throw invalid(body.errors);
      await api.saveEdit(profileId, body.data);
      setSaved((prev) => ({ ...prev, ...pickValues(next, def.values) }));
      return true;
    }
    if (id === CREATE_STEP.id) {
      // §4 questionnaire step 1: the first step creates the profile, so photos can follow in order.
      const body = toCreateRequest(next, { userId, businessId, incognito });
      if (!body.ok) throw invalid(body.errors);
      const created = await api.create(body.data);
      setProfileId(created.id);
      setStatus('draft');
      draft.move(created.id);
      setSaved((prev) => ({ ...prev, ...pickValues(next, CREATE_STEP.values) }));
      onCreated?.(created.id);
      return true;
    }
    if (def.stage === 'details' && def.values.length > 0 && profileId !== null) {
      const body = toPatchRequest(next, { categories }, [def]);
      if (!body.ok) throw invalid(body.errors);
      await api.update(profileId, body.data);
      setSaved((prev) => ({ ...prev, ...pickValues(next, def.values) }));
      return true;
    }
    return false;
  }, [api, businessId, categories, draft, incognito, onCreated, profileId, stepList, userId]);

  /** A step's valid values: kept, sent as its stage says, and on 'next' the following step opens. */
  const submit = useCallback(async (partial: Partial<EditorValues>, intent: SubmitIntent = 'next'): Promise<boolean> => {
    const next = { ...(valuesRef.current ?? live), ...partial };
    valuesRef.current = next;
    setValues(next);
    draft.save(next);
    setBusy(true);
    setServerError(null);
    try {
      await persist(step, next);
      setErrors({});
      draft.flush();
      if (intent === 'next') {
        const following = stepList[stepIndex(step, stepList) + 1];
        if (following) goTo(following.id);
      }
      return true;
    } catch (error) {
      const stepErrors = (error as { stepErrors?: StepErrors }).stepErrors;
      setErrors(stepErrors ?? fieldErrorsOf(error));
      if (!stepErrors) setServerError(error);
      // The draft keeps the values: a failed call loses nothing.
      draft.flush();
      return false;
    } finally {
      setBusy(false);
    }
  }, [draft, goTo, live, persist, step, stepList]);

  /**
   * The final submit of questionnaire step 3 (every detail with is_final), then the send to
   * moderation. Basic fields changed but not yet saved go first, so nothing in the draft is lost.
   */
  const send = useCallback(async (): Promise<boolean> => {
    const next = valuesRef.current ?? live;
    if (profileId === null) {
      setErrors({ profile: 'Required' });
      return false;
    }
    setBusy(true);
    setServerError(null);
    try {
      for (const basic of stepList.filter((s) => s.stage === 'basic')) {
        const changed = basic.values.some((k) => JSON.stringify(next[k]) !== JSON.stringify(saved[k]));
        if (!changed) continue;
        const body = toEditRequest(basic, next);
        if (!body.ok) throw Object.assign(new Error('invalid'), { stepErrors: body.errors });
        await api.saveEdit(profileId, body.data);
      }
      const details = stepList.filter((s) => s.stage === 'details' && s.values.length > 0);
      const patch = toPatchRequest(next, { categories, isFinal: true }, details);
      if (!patch.ok) throw Object.assign(new Error('invalid'), { stepErrors: patch.errors });
      await api.update(profileId, patch.data);
      setIsFinal(true);
      const result = await api.sendToModeration(profileId);
      setStatus(result.status);
      setSaved(next);
      draft.clear();
      setErrors({});
      onSent?.(result.status);
      return true;
    } catch (error) {
      const stepErrors = (error as { stepErrors?: StepErrors }).stepErrors;
      setErrors(stepErrors ?? fieldErrorsOf(error));
      if (!stepErrors) setServerError(error);
      draft.flush();
      return false;
    } finally {
      setBusy(false);
    }
  }, [api, categories, draft, live, onSent, profileId, saved, stepList]);

  const discardDraft = useCallback(() => {
    draft.discard();
    valuesRef.current = saved;
    setValues(saved);
    // Remount the step forms: their inputs were initialised from the draft.
    setRevision((r) => r + 1);
  }, [draft, saved]);

  return {
    ready: values !== null,
    values: live,
    current: step,
    currentIndex: stepIndex(step, stepList),
    steps,
    /** The step definitions of this editor's variant (labels, hidden fields). */
    definitions: stepList,
    /** Changes whenever the forms must start again from `values` (key the step with it). */
    revision,
    profileId,
    status,
    isFinal,
    errors,
    serverError,
    busy,
    goTo,
    back: useCallback(() => {
      const previous = stepList[stepIndex(step, stepList) - 1];
      if (previous) goTo(previous.id);
    }, [goTo, step, stepList]),
    change,
    submit,
    send,
    /** Errors the step component found (shown in the wizard's summary). */
    setErrors,
    draft: { restored: draft.restored, discard: discardDraft, dismiss: draft.dismiss },
  };
}

export type ProfileEditorState = ReturnType<typeof useProfileEditor>;
