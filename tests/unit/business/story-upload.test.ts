import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, clearScenarios, getStore, resetStore, server } from '../../../mocks/node';
import { API_MESSAGES, STORY_MEDIA_TYPE } from '../../../schemas/constants';
import { storyFailureKey } from '@portal/components/features/business';
import { createPortalClient } from '../../../sdk/client';
import { storyUploadApi } from '@portal/components/features/business/clientApi';
import { headerBytes } from '../../support/media-files';

/**
 * The story upload as StoryUpload's page wiring sends it (storyUploadApi), against the mock
 * backend. In Node: under jsdom the mock's multipart check refuses jsdom's File class.
 */
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetStore();
  clearScenarios();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (token: string) => createPortalClient({ baseUrl: 'http://localhost', locale: 'en', getToken: () => token });

describe('story upload through the SDK', () => {
  it('sends the video as type STORY with progress and answers the §8 success text', async () => {
    const types: string[] = [];
    const listener = async ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/media/api/v1/media') types.push(String((await request.clone().formData()).get('type')));
    };
    server.events.on('request:start', listener);
    const progress: number[] = [];
    const before = getStore().stories.length;
    const upload = storyUploadApi(client(DEMO_ACCOUNTS.model.token));
    const answer = await upload(new File([headerBytes('mp4'), new Uint8Array(64)], 'clip.mp4', { type: 'video/mp4' }), { onProgress: (f) => progress.push(f) });
    server.events.removeListener('request:start', listener);
    expect((answer as { message: string }).message).toBe(API_MESSAGES.videoUploaded);
    expect(types).toEqual([STORY_MEDIA_TYPE]);
    expect(progress.at(-1)).toBe(1);
    expect(getStore().stories.length).toBe(before + 1);
  });

  it('a refused video maps to “Failed to upload video”', async () => {
    const upload = storyUploadApi(client(DEMO_ACCOUNTS.model.token));
    const error = await upload(new File(['x'], 'clip.png', { type: 'image/png' }), { onProgress: () => {} }).catch((e: unknown) => e);
    expect(storyFailureKey(error)).toBe('stories.failed');
  });
});
