/** Media files: what a photo or a video may be, and stories (§9). */

/** Accepted photo and video files by type and size (chosen here, docs/decisions/open-limits.md). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

/** §9: story video uploads use this type. */
export const STORY_MEDIA_TYPE = 'STORY';
/**
 * A story's state (not in the spec; chosen here, docs/decisions/open-limits.md): `pending` while its author is not
 * approved (a profile in draft or on moderation, a business page not yet final), shown to its
 * owner only; `published` once the author is approved. A story without the field is published.
 */
export const STORY_STATUSES = ['published', 'pending'] as const;
