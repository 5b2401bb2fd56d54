import { PROGRESS_LABEL_KEYS } from '../../features/editor';
import type { QuestionnaireProgress, StepView } from '../../features/steps';
import type { WizardStep, WizardTone } from './Wizard';

/** How the wizard's step list marks each §4 progress label. */
export const PROGRESS_TONE: Readonly<Record<QuestionnaireProgress, WizardTone>> = {
  'not completed': 'todo', 'in progress': 'progress', completed: 'done', pending: 'pending',
};

/** A questionnaire's steps (the step engine's views) as the wizard lists them: name, progress label, tone. */
export const wizardStepsOf = (steps: readonly StepView<string>[], t: (key: string) => string): WizardStep[] =>
  steps.map((s) => ({ id: s.id, label: t(s.labelKey), status: t(PROGRESS_LABEL_KEYS[s.progress]), tone: PROGRESS_TONE[s.progress] }));
