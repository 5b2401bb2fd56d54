import type { Gallery, PortalClient } from '@portal/sdk';
import type { UploadOptions } from './useMediaUploads';
import type { ProfileEditorApi } from './useProfileEditor';

/** Photo calls for a given profile (the editor binds the id, which a new profile gets at step 1). */
export interface EditorPhotoApi {
  upload: (profileId: number, file: Blob, options: UploadOptions) => Promise<Gallery>;
  remove?: (profileId: number, imageIds: number[]) => Promise<Gallery>;
  /** The photos' order, the first the main slide (POST /api/profile/{id}/arrange-images). */
  arrange?: (profileId: number, imageIds: number[]) => Promise<Gallery>;
}

/** The editor's calls on the SDK client: what the profile pages pass as `api`. */
export function profileEditorApi(client: PortalClient): ProfileEditorApi {
  return {
    create: async (body) => (await client.profiles.create(body)).individualProfile,
    saveEdit: (id, body) => client.profiles.saveEdit(id, body),
    update: (id, body) => client.profiles.update(id, body),
    sendToModeration: async (id) => (await client.profiles.changeStatus(id, { action: 'send_to_moderation' })).data,
  };
}

/** The photo calls on the SDK client: what the profile pages pass as `photos`. */
export function profilePhotoApi(client: PortalClient): EditorPhotoApi {
  return {
    upload: async (id, file, { main, onProgress }) => (await client.profiles.uploadImage(id, file, { main, onProgress })).data,
    remove: async (id, images) => (await client.profiles.deleteImages(id, { images })).data,
    arrange: async (id, images) => (await client.profiles.arrangeImages(id, { images })).data,
  };
}
