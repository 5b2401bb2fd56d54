export { MediaStep } from './MediaStep';
export type { MediaStepProps } from './MediaStep';
