export { RatesStep } from './RatesStep';
export type { RatesStepProps } from './RatesStep';
