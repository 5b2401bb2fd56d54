export { Wizard } from './Wizard';
export type { WizardProps, WizardStep, WizardTone } from './Wizard';
