/** Headless profile editor hooks: drafts, the wizard's state and the photo uploads. */
export { useQuestionnaireDraft } from './useQuestionnaireDraft';
export type { QuestionnaireDraftState, QuestionnaireDraftStore, UseQuestionnaireDraftOptions } from './useQuestionnaireDraft';
export { useEditorDraft } from './useEditorDraft';
export type { EditorDraftState, UseEditorDraftOptions } from './useEditorDraft';
export { useProfileEditor } from './useProfileEditor';
export type {
  EditorErrors, EditorStepView, ProfileEditorApi, ProfileEditorState, SubmitIntent, UseProfileEditorOptions,
} from './useProfileEditor';
export { useMediaUploads } from './useMediaUploads';
export type { MediaUploadsState, PendingPhoto, UploadOptions, UploadPhoto, UploadStatus, UseMediaUploadsOptions } from './useMediaUploads';
export { profileEditorApi, profilePhotoApi } from './clientApi';
export type { EditorPhotoApi } from './clientApi';
export { useGalleryOrder } from './useGalleryOrder';
export type { ArrangePhotos, GalleryOrderState, UseGalleryOrderOptions } from './useGalleryOrder';
