import type { QuestionnaireProgress, StepContext, StepDefinition } from './types';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** How a questionnaire tells a step the owner has touched: its empty values and its photos step. */
export interface TouchRule<Id extends string, V> {
  /** The values of an empty questionnaire. */
  empty: V;
  /** The step that holds the photos (touched once a photo is on the server). */
  photos: Id;
}

/** Whether the owner has put anything into the step (or at least opened it). */
export function isTouched<Id extends string, V extends object, Ctx extends StepContext<Id>>(
  step: StepDefinition<Id, V, Ctx>, values: V, ctx: Ctx, rule: TouchRule<Id, V>,
): boolean {
  if (ctx.visited.includes(step.id)) return true;
  if (step.id === rule.photos) return ctx.photoCount > 0;
  return step.values.some((key) => !same(values[key], rule.empty[key]));
}

/** §4 one step's label: completed when its rule holds, in progress once touched, otherwise not completed. */
export function stepProgressOf<Id extends string, V extends object, Ctx extends StepContext<Id>>(
  step: StepDefinition<Id, V, Ctx>, values: V, ctx: Ctx, rule: TouchRule<Id, V>,
): QuestionnaireProgress {
  if (step.isComplete(values, ctx)) return 'completed';
  return isTouched(step, values, ctx, rule) ? 'in progress' : 'not completed';
}

/** §4 the whole questionnaire's label from its steps' labels. */
export function overallProgress(labels: readonly QuestionnaireProgress[]): QuestionnaireProgress {
  if (labels.every((l) => l === 'completed')) return 'completed';
  return labels.some((l) => l !== 'not completed') ? 'in progress' : 'not completed';
}
