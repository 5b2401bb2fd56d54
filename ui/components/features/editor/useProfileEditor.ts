import { useCallback, useMemo, useState } from 'react';
import { CREATE_STEP } from './steps';
import { editorStepsFor } from './variants';
import { stepProgress } from './completion';
import { createDraftStore, draftIdFor, mergeDraft } from './drafts';
import { toCreateRequest, toEditRequest, toPatchRequest } from './payload';
import type { EditorStep } from './steps';
import type { EditorValues } from './values';
import type { StepId, Category, ProfileCreateRequest, ProfileEditRequest, ProfilePatchRequest, ProfileStatus } from '@portal/sdk';
import { browserStorage, stepInvalid, useStepEngine } from '../steps';
import type { DraftStorage, StepErrors, StepEngineTools, StepOutcome, StepView, SubmitIntent } from '../steps';

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

export type { SubmitIntent };
export type EditorStepView = StepView<StepId>;
/** Field errors of the current step as the server or the rules gave them (path → message). */
export type EditorErrors = StepErrors;

/**
 * The headless profile editor, a configuration of the step engine (../steps): the variant's step
 * table (it follows the category: a web cam model gets the web cam editor, see ./variants), the
 * progress rule of ./completion, and what each step sends (§4 questionnaire: create, edit, patch,
 * final patch with is_final, then send to moderation).
 */
export function useProfileEditor(options: UseProfileEditorOptions) {
  const { api, userId, categories, businessId, incognito, onCreated, onSent, photoCount } = options;
  const [profileId, setProfileId] = useState(options.profileId);
  const [status, setStatus] = useState(options.status);
  const [isFinal, setIsFinal] = useState(options.isFinal);
  const store = useMemo(() => createDraftStore(options.storage === undefined ? browserStorage() : options.storage), [options.storage]);

  const progress = useCallback(
    (step: EditorStep, values: EditorValues, visited: readonly StepId[]) => stepProgress(step, values, { photoCount, status, isFinal, visited }),
    [photoCount, status, isFinal],
  );

  /** Sends what the step's stage sends; before the first step created the profile, a step opened out of order stays in the draft. */
  const persist = async (def: EditorStep, next: EditorValues, _intent: SubmitIntent, tools: StepEngineTools): Promise<StepOutcome> => {
    if (def.stage === 'basic' && profileId !== null) {
      const body = toEditRequest(def, next);
      if (!body.ok) throw stepInvalid(body.errors);
      await api.saveEdit(profileId, body.data);
      return 'sent';
    }
    if (def.id === CREATE_STEP.id) {
      // §4 questionnaire step 1: the first step creates the profile, so photos can follow in order.
      const body = toCreateRequest(next, { userId, businessId, incognito });
      if (!body.ok) throw stepInvalid(body.errors);
      const created = await api.create(body.data);
      setProfileId(created.id);
      setStatus('draft');
      tools.moveDraft(draftIdFor(created.id));
      onCreated?.(created.id);
      return 'sent';
    }
    if (def.stage === 'details' && def.values.length > 0 && profileId !== null) {
      const body = toPatchRequest(next, { categories }, [def]);
      if (!body.ok) throw stepInvalid(body.errors);
      await api.update(profileId, body.data);
      return 'sent';
    }
    return 'kept';
  };

  const { form, engine } = useStepEngine<StepId, EditorValues, EditorStep>({
    baseline: options.baseline,
    stepsFor: (values) => editorStepsFor(values.category),
    progress,
    persist,
    draft: { id: draftIdFor(options.profileId), store, merge: mergeDraft, delayMs: options.draftDelayMs },
  });
  const { definitions, saved, setSaved, latest, run, draft, setErrors } = engine;

  /**
   * The final submit of questionnaire step 3 (every detail with is_final), then the send to
   * moderation. Basic fields changed but not yet saved go first, so nothing in the draft is lost.
   */
  const send = useCallback(async (): Promise<boolean> => {
    const next = latest();
    if (profileId === null) {
      setErrors({ profile: 'Required' });
      return false;
    }
    return run(async () => {
      for (const basic of definitions.filter((s) => s.stage === 'basic')) {
        const changed = basic.values.some((k) => JSON.stringify(next[k]) !== JSON.stringify(saved[k]));
        if (!changed) continue;
        const body = toEditRequest(basic, next);
        if (!body.ok) throw stepInvalid(body.errors);
        await api.saveEdit(profileId, body.data);
      }
      const details = definitions.filter((s) => s.stage === 'details' && s.values.length > 0);
      const patch = toPatchRequest(next, { categories, isFinal: true }, details);
      if (!patch.ok) throw stepInvalid(patch.errors);
      await api.update(profileId, patch.data);
      setIsFinal(true);
      const result = await api.sendToModeration(profileId);
      setStatus(result.status);
      setSaved(next);
      draft.clear();
      onSent?.(result.status);
    });
  }, [api, categories, definitions, draft, latest, onSent, profileId, run, saved, setErrors, setSaved]);

  return {
    ...form,
    /** The step definitions of this editor's variant (labels, hidden fields). */
    definitions,
    profileId,
    status,
    isFinal,
    send,
  };
}

export type ProfileEditorState = ReturnType<typeof useProfileEditor>;
