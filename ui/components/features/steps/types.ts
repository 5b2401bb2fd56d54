import type { z } from 'zod/mini';
import type { QUESTIONNAIRE_PROGRESS } from '@portal/sdk';

/**
 * Steps as data, for every questionnaire of the site (the model editor, its web cam variant, the
 * business questionnaire): each step names itself, the values it edits, the schema slice that
 * validates them and the rule that says when it is complete. The engine (useStepEngine) reads only
 * this; each questionnaire adds its own fields (a stage, a section) beside them.
 */
export interface StepDefinition<Id extends string, V, Ctx> {
  readonly id: Id;
  /** Catalog key of the step's name. */
  readonly labelKey: string;
  /** The values the step's form edits. */
  readonly values: readonly (keyof V & string)[];
  /** Validates the step's slice of the values; outputs the wire shape. */
  readonly schema: z.ZodMiniType;
  readonly isComplete: (values: V, ctx: Ctx) => boolean;
}

/** What every questionnaire's completion rules may know besides the values. */
export interface StepContext<Id extends string> {
  /** Photos on the server (main slide plus other slides). */
  photoCount: number;
  /** The questionnaire's final submit went through (is_final). */
  isFinal: boolean;
  /** Steps the owner has opened and left. */
  visited: readonly Id[];
}

/** §4 progress labels: not completed, in progress, completed, pending. */
export type QuestionnaireProgress = (typeof QUESTIONNAIRE_PROGRESS)[number];

/** Field errors of one step as the server or the rules gave them (path → message). */
export type StepErrors = Record<string, string>;

/** What a step shows in the wizard's list. */
export interface StepView<Id extends string> {
  id: Id;
  labelKey: string;
  progress: QuestionnaireProgress;
}

/** Next saves and opens the following step; Save keeps the owner on the step. */
export type SubmitIntent = 'next' | 'save';
