import { STORY_MEDIA_TYPE } from '../../schemas/constants';
import { responseOf } from './operation-schemas';
import { AbortedError, ApiError, UnexpectedMessageError, VideoUploadError } from '../client/errors';
import type { PortalError } from '../client/errors';
import type { CallOptions, Transport } from '../client/transport';
import { toFormData, uploadInit } from '../client/upload';
import type { UploadOptions } from '../client/upload';
import * as routes from '../generated/operations';
import { endpoint, withOutcome } from './derive';
import { mapFailure } from './outcomes';
import { send } from './send';

export interface StoryUploadOptions extends CallOptions, UploadOptions {}

/** §8 video upload: a refusal reads videoUploadFailed, anything else genericError; an abort stays an abort. */
const videoFailure = (error: PortalError) =>
  error instanceof AbortedError
    ? undefined
    : new VideoUploadError(error instanceof ApiError || error instanceof UnexpectedMessageError, error);

export function mediaEndpoints(t: Transport) {
  const route = routes.uploadStoryVideo;
  return {
    /**
     * POST /media/api/v1/media: a story video (multipart, type STORY); success is videoUploaded (§8).
     * Not derived: a multipart upload (../client/upload), and its failures are one error of its own.
     */
    uploadStory: (file: Blob, o: StoryUploadOptions = {}) => {
      const body = { file, type: STORY_MEDIA_TYPE };
      const answer = send(t, route, responseOf(route.id), {
        body,
        init: (init) => uploadInit(() => toFormData(body), o.onProgress, init.fetch, t.customFetch),
      }, o);
      return mapFailure(withOutcome(route.outcome, answer), videoFailure);
    },

    /** GET /api/stories: latest stories, one page. */
    listStories: endpoint(t, routes.listStories),
  };
}

/** The member's area: derived from its operations (./derive). */
export function accountEndpoints(t: Transport) {
  return {
    /** GET /api/favorites: favourite profiles and businesses. */
    favorites: endpoint(t, routes.listFavorites),
    /** GET /api/notifications: notifications about new models. */
    notifications: endpoint(t, routes.listNotifications),
  };
}
