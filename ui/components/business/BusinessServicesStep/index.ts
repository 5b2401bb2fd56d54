export { BusinessServicesStep } from './BusinessServicesStep';
export type { BusinessServicesStepProps } from './BusinessServicesStep';
