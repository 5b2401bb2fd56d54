import * as z from 'zod/mini';
import { meta } from '../compose';
import { HTTP, STORY_MEDIA_TYPE, VIDEO_MIME_TYPES } from '../constants';
import { paginated } from '../entities/pagination';
import { Notification, Story } from '../entities/story';
import { BusinessSummary } from '../entities/business';
import { ProfileSummary } from '../entities/profile';
import { PageQuery } from '../filters';
import { MessageResponse } from './errors';
import { dataOf } from './common';
import { defineOperation } from './operation';
import { tolerantList } from '../tolerance';

const { unauthorized, forbidden, unprocessable } = HTTP;

export const StoryUploadRequest = meta(
  z.object({ file: z.file().check(z.mime([...VIDEO_MIME_TYPES])), type: z.literal(STORY_MEDIA_TYPE) }),
  { id: 'StoryUploadRequest' },
);
export const Favorites = meta(z.object({ profiles: tolerantList(ProfileSummary), businesses: tolerantList(BusinessSummary) }), {
  id: 'Favorites',
});

export const mediaOperations = [
  defineOperation({
    id: 'uploadStoryVideo',
    method: 'post',
    path: '/media/api/v1/media',
    tag: 'media',
    auth: 'required',
    roles: ['INDIVIDUAL', 'BUSSINESS'],
    summary: 'Upload a story video (type STORY)',
    body: StoryUploadRequest,
    bodyType: 'multipart',
    response: z.extend(MessageResponse, { data: Story }),
    errors: [unauthorized, forbidden, unprocessable],
    outcome: { successMessage: 'videoUploaded' },
  }),
  defineOperation({
    id: 'listStories',
    method: 'get',
    path: '/api/stories',
    tag: 'media',
    auth: 'optional',
    summary: 'Latest stories of approved authors; a signed-in author also gets their own held (pending) stories',
    query: PageQuery,
    response: paginated(Story),
    errors: [],
    extra: true,
    inferred: 'the stories page needs a read; the spec lists the upload only, and leaves the moderation of stories open',
  }),
  defineOperation({
    id: 'listFavorites',
    method: 'get',
    path: '/api/favorites',
    tag: 'client',
    auth: 'required',
    roles: ['MEMBER'],
    summary: 'The member’s favourite profiles and businesses',
    response: dataOf(Favorites),
    errors: [unauthorized, forbidden],
    extra: true,
    inferred: 'the client area lists favourites; the spec does not name the call',
  }),
  defineOperation({
    id: 'listNotifications',
    method: 'get',
    path: '/api/notifications',
    tag: 'client',
    auth: 'required',
    roles: ['MEMBER'],
    summary: 'Notifications about new models',
    response: dataOf(tolerantList(Notification)),
    errors: [unauthorized, forbidden],
    extra: true,
    inferred: 'the client area shows notifications; the spec does not name the call',
  }),
] as const;
