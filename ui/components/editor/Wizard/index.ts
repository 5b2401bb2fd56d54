export { Wizard } from './Wizard';
export type { WizardProps, WizardStep, WizardTone } from './Wizard';
export { PROGRESS_TONE, wizardStepsOf } from './stepsOf';
