import { API_MESSAGES, STORY_MEDIA_TYPE } from '../../schemas';
import type { Story } from '../../schemas';
import { hasPublishedVersion } from '../store/profile-draft';
import type { MockStore } from '../store/store';
import type { StoryRecord, SubjectRef, UserRecord } from '../store/types';
import { newestFirst } from '../store/store';
import { isPublicProfile } from '../store/profile-index';
import { iso } from '../store/views/common';
import { isPublicBusiness } from '../store/views/business';
import { INCOGNITO_NAME, canManageProfile } from '../store/views/profile';
import { paginate } from './access';
import { fieldError } from './errors';
import { storeUpload } from './images';
import { MOCK_MESSAGES } from './messages';
import type { ImplsOf } from './types';

/**
 * Stories: video uploads (type STORY) and the list. A story of an author not yet approved is held
 * (status pending): kept, listed for its owner only, and published once the author is approved.
 */

/**
 * Whether a story's author is approved, so the story is published: a profile once approved (also
 * while a later change of it is on moderation), a business page that is final. Until then the story is held.
 */
function authorApproved(store: MockStore, author: SubjectRef): boolean {
  if (author.type === 'profile') {
    const profile = store.profiles.get(author.id);
    return profile !== undefined && hasPublishedVersion(profile);
  }
  return store.businesses.get(author.id)?.is_final === true;
}

/** Whether visitors see the author at all (a deactivated profile's stories go with it). */
function authorPublic(store: MockStore, author: SubjectRef): boolean {
  const profile = author.type === 'profile' ? store.profiles.get(author.id) : undefined;
  if (profile) return isPublicProfile(profile);
  const business = author.type === 'business' ? store.businesses.get(author.id) : undefined;
  return business ? isPublicBusiness(business) : false;
}

/** Whether the signed-in user posted as this author (their profile, or their business page and its models). */
function ownsAuthor(store: MockStore, user: UserRecord | null, author: SubjectRef): boolean {
  if (!user) return false;
  if (author.type === 'business') return user.business_id === author.id;
  const profile = store.profiles.get(author.id);
  return profile ? canManageProfile(user, profile) : false;
}

export function toStory(store: MockStore, story: StoryRecord): Story {
  let author = { id: story.author.id, name: 'Business', slug: '' };
  if (story.author.type === 'profile') {
    const p = store.profiles.get(story.author.id);
    if (p) author = { id: p.id, name: p.incognito ? INCOGNITO_NAME : p.form.name, slug: p.slug };
  } else {
    const b = store.businesses.get(story.author.id);
    if (b) author = { id: b.id, name: b.name, slug: b.slug };
  }
  return {
    id: story.id, type: STORY_MEDIA_TYPE, url: story.url, poster: story.poster, author, created_at: iso(story.created_at),
    status: authorApproved(store, story.author) ? 'published' : 'pending',
  };
}

export const mediaImpls = {
  uploadStoryVideo: async ({ body, user, store }) => {
    const profileId = user.profile_ids[0];
    const author: SubjectRef | null = user.role === 'BUSSINESS' && user.business_id !== null
      ? { type: 'business', id: user.business_id }
      : profileId !== undefined ? { type: 'profile', id: profileId } : null;
    if (!author) throw fieldError('file', MOCK_MESSAGES.needsProfile);
    const id = store.nextId('story');
    const url = await storeUpload(store, body.file, 'stories/', id, 'video', 'file', API_MESSAGES.videoUploadFailed);
    const story: StoryRecord = { id, author, url, poster: null, created_at: store.now() };
    store.stories.push(story);
    return { message: API_MESSAGES.videoUploaded, data: toStory(store, story) };
  },

  /** Published stories of authors visitors can see; a signed-in author also gets their own held ones. */
  listStories: ({ query, user, store }) => {
    const listed = store.stories.filter((s) => authorApproved(store, s.author)
      ? authorPublic(store, s.author)
      : ownsAuthor(store, user, s.author));
    const { data, meta } = paginate(listed.sort(newestFirst), query.page, query.per_page);
    return { data: data.map((s) => toStory(store, s)), meta };
  },
} satisfies ImplsOf<'media'>;
