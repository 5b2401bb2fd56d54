/**
 * The profile editor of the site: steps as data, completion rules, payloads and drafts, and its
 * hooks (drafts, the wizard's state, the photo uploads and their order). Which steps each kind of
 * profile has (the variants) is the SDK's (`@portal/sdk`), shared with the mock backend.
 */
export * from './values';
export * from './messages';
export * from './schemas';
export * from './steps';
export * from './variants';
export * from './completion';
export * from './payload';
export * from './drafts';
export * from './truncate';
export * from './media';
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
