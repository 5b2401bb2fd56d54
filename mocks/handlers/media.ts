import { API_MESSAGES, STORY_MEDIA_TYPE, VIDEO_MAX_BYTES } from '../../schemas';
import type { Story } from '../../schemas';
import type { MockStore } from '../store/store';
import type { StoryRecord, SubjectRef } from '../store/types';
import { newestFirst } from '../store/store';
import { iso } from '../store/views/common';
import { INCOGNITO_NAME } from '../store/views/profile';
import { paginate } from './access';
import { fieldError } from './errors';
import { storeUpload } from './images';
import { MOCK_MESSAGES } from './messages';
import type { ImplsOf } from './types';

/** Stories: video uploads (type STORY) and the public list. */

export function toStory(store: MockStore, story: StoryRecord): Story {
  let author = { id: story.author.id, name: 'Business', slug: '' };
  if (story.author.type === 'profile') {
    const p = store.profiles.get(story.author.id);
    if (p) author = { id: p.id, name: p.incognito ? INCOGNITO_NAME : p.form.name, slug: p.slug };
  } else {
    const b = store.businesses.get(story.author.id);
    if (b) author = { id: b.id, name: b.name, slug: b.slug };
  }
  return { id: story.id, type: STORY_MEDIA_TYPE, url: story.url, poster: story.poster, author, created_at: iso(story.created_at) };
}

export const mediaImpls = {
  uploadStoryVideo: async ({ body, user, store }) => {
    const profileId = user.profile_ids[0];
    const author: SubjectRef | null = user.role === 'BUSSINESS' && user.business_id !== null
      ? { type: 'business', id: user.business_id }
      : profileId !== undefined ? { type: 'profile', id: profileId } : null;
    if (!author) throw fieldError('file', MOCK_MESSAGES.needsProfile);
    const id = store.nextId('story');
    const url = await storeUpload(store, body.file, 'stories/', id, VIDEO_MAX_BYTES, 'file');
    const story: StoryRecord = { id, author, url, poster: null, created_at: store.now() };
    store.stories.push(story);
    return { message: API_MESSAGES.videoUploaded, data: toStory(store, story) };
  },

  listStories: ({ query, store }) => {
    const { data, meta } = paginate([...store.stories].sort(newestFirst), query.page, query.per_page);
    return { data: data.map((s) => toStory(store, s)), meta };
  },
} satisfies ImplsOf<'media'>;
