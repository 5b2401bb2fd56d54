/**
 * The business area: the dashboard with the §4 groups, the business questionnaire (the editor's
 * Wizard shell and steps as data), the agency picture / banner request, the validity flags, the
 * free-advertising banner, and story videos (upload and list). Presentational: data and calls
 * come in as props, state lives in ui/components/features/business.
 */
export * from './BusinessDashboard';
export * from './FreeAdvertisingBanner';
export * from './BusinessQuestionnaire';
export * from './AboutBusinessStep';
export * from './BusinessGeneralInfoStep';
export * from './BusinessCategoriesStep';
export * from './BusinessServicesStep';
export * from './ValidityFlags';
export * from './AgencyBannerRequest';
export * from './StoryUpload';
export * from './StoriesList';
export type { BusinessStepProps } from './internal/stepProps';
