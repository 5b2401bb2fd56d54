export { PreviewStep } from './PreviewStep';
export type { PreviewStepProps, ProfilePreview } from './PreviewStep';
