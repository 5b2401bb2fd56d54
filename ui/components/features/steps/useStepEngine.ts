import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { draftDiffers } from './drafts';
import type { DraftStore } from './drafts';
import { fieldErrorsOf, stepErrorsOf } from './errors';
import { useStepDraft } from './useStepDraft';
import type { QuestionnaireProgress, StepDefinition, StepErrors, StepView, SubmitIntent } from './types';

/**
 * What a step's send did: 'sent' (the server holds the step's values now), 'kept' (nothing went
 * out: the draft holds them, e.g. a step opened before the profile exists), 'finished' (the
 * questionnaire is done: its draft goes and no step follows).
 */
export type StepOutcome = 'sent' | 'kept' | 'finished';

export interface StepEngineTools {
  /** The draft continues under another id (a new profile got its id). */
  moveDraft(id: string): void;
}

export interface UseStepEngineOptions<Id extends string, V extends object, S extends StepDefinition<Id, V, never>> {
  /** The values as last saved. */
  baseline: V;
  /** The steps for the values now (a variant may follow a value, such as the model's category). */
  stepsFor(values: V): readonly S[];
  /** A step's progress label; `visited` lists the steps the owner has left. */
  progress(step: S, values: V, visited: readonly Id[]): QuestionnaireProgress;
  /** Sends what a step sends; throws stepInvalid(errors) when the step's rules refuse the values. */
  persist(step: S, values: V, intent: SubmitIntent, tools: StepEngineTools): Promise<StepOutcome>;
  draft: {
    /** The draft's id when the form opens. */
    id: string;
    store: DraftStore<V, Id>;
    /** Lays a stored draft over the baseline, dropping what has the wrong kind. */
    merge(baseline: V, draft: Partial<V>): V;
    /** Writes wait this long after the last change (default 400 ms). */
    delayMs?: number;
  };
}

/**
 * The one step engine of the site's questionnaires (the model editor, its web cam variant, the
 * business questionnaire): the current step, the values of all steps with their draft, each
 * step's progress, the step's errors, and Next / Back / Save. A questionnaire is a configuration:
 * its step table, its progress rule and what each step sends.
 *
 * A failed send loses nothing (the draft keeps the values); errors belong to the step they were
 * found on and go when another step opens.
 */
export function useStepEngine<Id extends string, V extends object, S extends StepDefinition<Id, V, never>>(
  options: UseStepEngineOptions<Id, V, S>,
) {
  const { stepsFor, progress } = options;
  const [saved, setSaved] = useState(options.baseline);
  const draft = useStepDraft<V, Id>({
    id: options.draft.id, baseline: saved, store: options.draft.store, merge: options.draft.merge, differs: draftDiffers,
    delayMs: options.draft.delayMs,
  });
  const [values, setValues] = useState<V | null>(null);
  const [current, setCurrent] = useState<Id | null>(null);
  const [visited, setVisited] = useState<Id[]>([]);
  const [revision, setRevision] = useState(0);
  const [errors, setErrors] = useState<StepErrors>({});
  const [serverError, setServerError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const valuesRef = useRef<V | null>(null);
  // The send is read through a ref: hosts pass a new function on every render.
  const persistRef = useRef(options.persist);
  useEffect(() => {
    persistRef.current = options.persist;
  });

  // The stored draft is known after mount; the form starts from it once.
  if (draft.ready && values === null && draft.initial) {
    setValues(draft.initial.values);
    setCurrent(draft.initial.step);
  }

  const live = values ?? saved;
  const stepList = stepsFor(live);
  const indexOf = (id: Id) => stepList.findIndex((s) => s.id === id);
  // A step the list does not have (a variant changed under it) falls back to the first.
  const step = current !== null && indexOf(current) >= 0 ? current : stepList[0]!.id;
  const currentIndex = indexOf(step);
  const steps: StepView<Id>[] = useMemo(
    () => stepList.map((s) => ({ id: s.id, labelKey: s.labelKey, progress: progress(s, live, visited) })),
    [stepList, live, visited, progress],
  );

  const goTo = useCallback((id: Id) => {
    setCurrent((from) => {
      if (from !== null) setVisited((v) => (v.includes(from) ? v : [...v, from]));
      return id;
    });
    setErrors({});
    setServerError(null);
    draft.saveStep(id);
  }, [draft]);

  /** The latest values (a change made in the same event included). */
  const latest = useCallback(() => valuesRef.current ?? live, [live]);

  const change = useCallback((partial: Partial<V>) => {
    const next = { ...latest(), ...partial };
    valuesRef.current = next;
    setValues(next);
    draft.save(next);
    return next;
  }, [draft, latest]);

  /** Runs a send: busy meanwhile; on failure the errors show and the draft keeps everything. */
  const run = useCallback(async (send: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setServerError(null);
    try {
      await send();
      setErrors({});
      return true;
    } catch (error) {
      const invalid = stepErrorsOf(error);
      setErrors(invalid ?? fieldErrorsOf(error));
      if (!invalid) setServerError(error);
      draft.flush();
      return false;
    } finally {
      setBusy(false);
    }
  }, [draft]);

  /** A step's values: kept, sent as the step says, and on 'next' the following step opens. */
  const submit = useCallback(async (partial: Partial<V>, intent: SubmitIntent = 'next'): Promise<boolean> => {
    const next = change(partial);
    const def = stepList[currentIndex]!;
    const following = stepList[currentIndex + 1];
    const tools: StepEngineTools = { moveDraft: draft.move };
    return run(async () => {
      const outcome = await persistRef.current(def, next, intent, tools);
      if (outcome !== 'kept') setSaved((prev) => ({ ...prev, ...Object.fromEntries(def.values.map((k) => [k, next[k]])) }));
      if (outcome === 'finished') {
        draft.clear();
        return;
      }
      draft.flush();
      if (intent === 'next' && following) goTo(following.id);
    });
  }, [change, currentIndex, draft, goTo, run, stepList]);

  const discardDraft = useCallback(() => {
    draft.discard();
    valuesRef.current = saved;
    setValues(saved);
    // Remount the step forms: their inputs were initialised from the draft.
    setRevision((r) => r + 1);
  }, [draft, saved]);

  const back = useCallback(() => {
    const previous = stepList[currentIndex - 1];
    if (previous) goTo(previous.id);
  }, [currentIndex, goTo, stepList]);

  return {
    /** The public state every questionnaire returns. */
    form: {
      ready: values !== null,
      values: live,
      current: step,
      currentIndex,
      steps,
      /** Changes whenever the forms must start again from `values` (key the step with it). */
      revision,
      errors,
      serverError,
      busy,
      goTo,
      back,
      change: useCallback((partial: Partial<V>) => void change(partial), [change]),
      submit,
      /** Errors the step component found (shown in the wizard's summary). */
      setErrors,
      draft: { restored: draft.restored, discard: discardDraft, dismiss: draft.dismiss },
    },
    /** For a questionnaire's own sends beyond a step's (the model's send to moderation). */
    engine: { definitions: stepList, saved, setSaved, latest, run, draft, setErrors },
  };
}
