/**
 * The one step engine of the site's questionnaires (the model editor, its web cam variant and the
 * business questionnaire): steps as data, the hook every questionnaire configures (useStepEngine),
 * the drafts they keep, and the errors a step shows.
 */
export * from './types';
export * from './drafts';
export * from './errors';
export * from './progress';
export { useStepDraft } from './useStepDraft';
export type { StepDraftState, UseStepDraftOptions } from './useStepDraft';
export { useStepEngine } from './useStepEngine';
export type { StepEngineTools, StepOutcome, UseStepEngineOptions } from './useStepEngine';
