export { BusinessGeneralInfoStep } from './BusinessGeneralInfoStep';
export type { BusinessGeneralInfoStepProps } from './BusinessGeneralInfoStep';
