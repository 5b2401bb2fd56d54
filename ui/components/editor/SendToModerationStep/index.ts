export { SendToModerationStep } from './SendToModerationStep';
export type { IncompleteStep, SendToModerationStepProps } from './SendToModerationStep';
