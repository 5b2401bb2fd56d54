import type { Gallery, PortalClient } from '@portal/sdk';
import type { UploadOptions } from '../editor';
import type { BusinessQuestionnaireApi } from './useBusinessQuestionnaire';
import type { UploadStory } from './useStoryUpload';

/**
 * The business calls on the SDK client, as the business pages pass them to the components (the
 * same shape as the editor's profileEditorApi / profilePhotoApi). Hosts that want the
 * query cache refreshed use the mutations of `usePortalMutations()` instead, with the same shapes.
 */
export function businessQuestionnaireApi(client: PortalClient): BusinessQuestionnaireApi {
  return { update: (id, body) => client.businesses.update(id, body) };
}

/** POST /api/business/{id}/upload-image and delete-image, bound to the business. */
export function businessPhotoApi(client: PortalClient, businessId: number): {
  upload: (file: Blob, options: UploadOptions) => Promise<Gallery>;
  remove: (imageIds: number[]) => Promise<Gallery>;
} {
  return {
    upload: async (file, { main, onProgress }) => (await client.businesses.uploadImage(businessId, file, { main, onProgress })).data,
    remove: async (images) => (await client.businesses.deleteImages(businessId, { images })).data,
  };
}

/** POST /media/api/v1/media (type STORY) with progress. */
export function storyUploadApi(client: PortalClient): UploadStory {
  return (file, { onProgress }) => client.media.uploadStory(file, { onProgress });
}
