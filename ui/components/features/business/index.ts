/**
 * The business area of the site: the §4 dashboard groups, the business questionnaire as data
 * (steps, schemas, payloads, drafts, validity flags), banner sizes, story checks, the area's links,
 * and its hooks (the dashboard, the questionnaire with its draft, story uploads).
 */
export * from './dashboard';
export * from './values';
export * from './schemas';
export * from './questionnaire';
export * from './payload';
export * from './drafts';
export * from './banners';
export * from './stories';
export * from './links';
export * from './models';
export { useBusinessDashboard } from './useBusinessDashboard';
export { useBusinessQuestionnaire } from './useBusinessQuestionnaire';
export type {
  BusinessQuestionnaireApi, BusinessQuestionnaireState, BusinessStepView, UseBusinessQuestionnaireOptions,
} from './useBusinessQuestionnaire';
export { useStoryUpload } from './useStoryUpload';
export type { StoryUploadHandle, StoryUploadState, UploadStory } from './useStoryUpload';
export { businessPhotoApi, businessQuestionnaireApi, storyUploadApi } from './clientApi';
