import { VIDEO_MAX_BYTES, VIDEO_MIME_TYPES } from '../../schemas/constants';
import type { MessageRef } from '../editor/messages';
import type { FileLike } from '../editor/media';

/** The `accept` attribute of the story video input. */
export const VIDEO_ACCEPT = VIDEO_MIME_TYPES.join(',');

/** The video limit as people read it ("100 MB"). */
export const VIDEO_MAX_LABEL = `${VIDEO_MAX_BYTES / 1024 / 1024} MB`;

/**
 * The checks made before a story upload, so a wrong file fails at once with a translated message
 * instead of after minutes of sending: the type (mp4, webm, mov), an empty file (a broken
 * download or a cloud placeholder) and the size.
 */
export function checkVideoFile(file: FileLike): MessageRef | null {
  if (!(VIDEO_MIME_TYPES as readonly string[]).includes(file.type)) return { key: 'validation.fileType' };
  if (file.size === 0) return { key: 'editor.media.empty' };
  if (file.size > VIDEO_MAX_BYTES) return { key: 'validation.fileSize', values: { size: VIDEO_MAX_LABEL } };
  return null;
}

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
