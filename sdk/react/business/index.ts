/** The business area as headless hooks: the dashboard, the questionnaire with its draft, story uploads. */
export { useBusinessDashboard } from './useBusinessDashboard';
export { useBusinessDraft } from './useBusinessDraft';
export type { UseBusinessDraftOptions } from './useBusinessDraft';
export { useBusinessQuestionnaire } from './useBusinessQuestionnaire';
export type {
  BusinessQuestionnaireApi, BusinessQuestionnaireState, BusinessStepView, UseBusinessQuestionnaireOptions,
} from './useBusinessQuestionnaire';
export { useStoryUpload } from './useStoryUpload';
export type { StoryUploadHandle, StoryUploadState, UploadStory } from './useStoryUpload';
export { businessPhotoApi, businessQuestionnaireApi, storyUploadApi } from './clientApi';
