import { VIDEO_MAX_BYTES, VIDEO_MIME_TYPES } from '@portal/sdk';
import type { MessageRef } from '../editor/messages';
import { checkMediaFile } from '../editor/media';

/** The `accept` attribute of the story video input. */
export const VIDEO_ACCEPT = VIDEO_MIME_TYPES.join(',');

/** The video limit as people read it ("100 MB"). */
export const VIDEO_MAX_LABEL = `${VIDEO_MAX_BYTES / 1024 / 1024} MB`;

/**
 * The checks made before a story upload, so a wrong file fails at once with a translated message
 * instead of after minutes of sending: an empty file, what the content is (MP4, WebM or MOV by
 * its first bytes, whatever its name) and the size.
 */
export const checkVideoFile = (file: Blob): Promise<MessageRef | null> => checkMediaFile('video', file, VIDEO_MAX_LABEL);

/** §8 the three video-upload outcomes, as catalog keys (their English values are the API's texts). */
export const STORY_UPLOAD_MESSAGES = {
  uploaded: 'stories.uploaded',
  failed: 'stories.failed',
  error: 'stories.error',
} as const;

/**
 * Which §8 text a failed upload shows: the server refused the video → "Failed to upload video",
 * anything else (no connection, an unreadable answer) → "An error occurred". Read from the
 * client's VideoUploadError (`refused`) structurally.
 */
export function storyFailureKey(error: unknown): (typeof STORY_UPLOAD_MESSAGES)['failed' | 'error'] {
  const refused = typeof error === 'object' && error !== null && (error as { refused?: unknown }).refused === true;
  return refused ? STORY_UPLOAD_MESSAGES.failed : STORY_UPLOAD_MESSAGES.error;
}

/**
 * Whether an upload's answer says the story is held until the author is approved (its
 * `data.status` is pending), read structurally so any `UploadStory` result works.
 */
export function storyHeld(answer: unknown): boolean {
  const data = typeof answer === 'object' && answer !== null ? (answer as { data?: unknown }).data : undefined;
  return typeof data === 'object' && data !== null && (data as { status?: unknown }).status === 'pending';
}
