import type { ProfileCategory, EditorVariant } from '@portal/sdk';
import { EDITOR_STEPS, composeSteps } from './steps';
import type { EditorStep, StepId } from './steps';
import { EDITOR_VARIANTS, editorVariantOf } from '@portal/sdk';

/** A variant's step list, built from the step definitions and the data in variant-data.ts. */
function buildSteps(variant: EditorVariant): readonly EditorStep[] {
  const def = EDITOR_VARIANTS[variant];
  return composeSteps(def.steps, (step) => ({
    ...step,
    labelKey: def.labelKeys[step.id] ?? step.labelKey,
    ...(def.hidden[step.id] ? { hidden: def.hidden[step.id] } : {}),
  }));
}

const BUILT: Readonly<Record<EditorVariant, readonly EditorStep[]>> = {
  escort: EDITOR_STEPS,
  webcam: buildSteps('webcam'),
};

/** The steps of a variant's editor. */
export const editorSteps = (variant: EditorVariant): readonly EditorStep[] => BUILT[variant];

/** The steps of the editor a profile of this category gets. */
export const editorStepsFor = (category: ProfileCategory | null | undefined): readonly EditorStep[] =>
  editorSteps(editorVariantOf(category));

/** One step of a given list (the variant's own definition: its label and hidden fields). */
export function stepIn(steps: readonly EditorStep[], id: StepId): EditorStep | undefined {
  return steps.find((s) => s.id === id);
}

