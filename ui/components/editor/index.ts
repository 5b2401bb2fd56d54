/**
 * The profile editor (§2 multi-step editor) and the model's account tools (§4 status switch,
 * verification, account tabs, statistics). Presentational: data and calls come in as props.
 */
export * from './ProfileEditor';
export * from './Wizard';
export * from './DraftNotice';
export * from './ErrorSummary';
export * from './GeneralInfoStep';
export * from './ParametersStep';
export * from './ServicesStep';
export * from './MediaStep';
export * from './PhotoOrder';
export * from './CropDialog';
export * from './AboutMeStep';
export * from './ContactsStep';
export * from './DialCodeSelect';
export * from './RatesStep';
export * from './PlatformsStep';
export * from './WorkingTimeStep';
export * from './PreviewStep';
export * from './SendToModerationStep';
export type { ErrorItem, StepProps } from './internal/stepProps';
export * from './StatusSwitch';
export * from './VerificationRequest';
export * from './VerifiedBadge';
export * from './AccountTabs';
export * from './AvailabilityEditor';
export * from './StatisticsChart';
export * from './AccountSummary';
