export { ParametersStep } from './ParametersStep';
export type { ParametersStepProps } from './ParametersStep';
