export { GeneralInfoStep } from './GeneralInfoStep';
export type { GeneralInfoStepProps } from './GeneralInfoStep';
