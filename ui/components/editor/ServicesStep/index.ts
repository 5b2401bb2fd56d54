export { ServicesStep } from './ServicesStep';
export type { ServiceMode, ServicesStepProps } from './ServicesStep';
