import { API_MESSAGES, PAGE_SIZE, STORY_MEDIA_TYPE } from '../../schemas/constants';
import { responseOf } from './operation-schemas';
import { AbortedError, ApiError, UnexpectedMessageError, VideoUploadError } from '../client/errors';
import type { PortalError } from '../client/errors';
import type { CallOptions, Transport } from '../client/transport';
import { toFormData, uploadInit } from '../client/upload';
import type { UploadOptions } from '../client/upload';
import { expectMessage, mapFailure } from './outcomes';

export interface StoryUploadOptions extends CallOptions, UploadOptions {}

/** §8 video upload: a refusal reads videoUploadFailed, anything else genericError; an abort stays an abort. */
const videoFailure = (error: PortalError) =>
  error instanceof AbortedError
    ? undefined
    : new VideoUploadError(error instanceof ApiError || error instanceof UnexpectedMessageError, error);

export function mediaEndpoints(t: Transport) {
  return {
    /** POST /media/api/v1/media: a story video (multipart, type STORY); success is videoUploaded (§8). */
    uploadStory: (file: Blob, o: StoryUploadOptions = {}) => {
      // Typed up front: a literal written inline in the call would widen to string and fail the body type.
      const body: { file: Blob; type: typeof STORY_MEDIA_TYPE } = { file, type: STORY_MEDIA_TYPE };
      return mapFailure(
        expectMessage(
          t.call(
            responseOf('uploadStoryVideo'),
            (api, init) => api.POST('/media/api/v1/media', { ...init, ...uploadInit(() => toFormData(body), o.onProgress, init.fetch, t.customFetch), body }),
            o,
          ),
          API_MESSAGES.videoUploaded,
        ),
        videoFailure,
      );
    },

    /** GET /api/stories: latest stories, one page. */
    listStories: (page = 1, o?: CallOptions) =>
      t.call(responseOf('listStories'), (api, init) => api.GET('/api/stories', { ...init, params: { query: { page, per_page: PAGE_SIZE } } }), o),
  };
}

/** The member's area. */
export function accountEndpoints(t: Transport) {
  return {
    /** GET /api/favorites: favourite profiles and businesses. */
    favorites: (o?: CallOptions) => t.call(responseOf('listFavorites'), (api, init) => api.GET('/api/favorites', { ...init }), o),
    /** GET /api/notifications: notifications about new models. */
    notifications: (o?: CallOptions) => t.call(responseOf('listNotifications'), (api, init) => api.GET('/api/notifications', { ...init }), o),
  };
}
