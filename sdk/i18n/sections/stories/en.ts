import { API_MESSAGES } from '../../../../schemas/constants';
import type { CatalogShape } from '../../catalog-shape';

/**
 * The stories page's texts (mounted at `stories`): posting, uploading and playing a story, the
 * upload's §8 texts. Only the stories page shows them; its route declares the section. The page's
 * title and intro stay in the main catalog (`pages.stories`).
 */
const stories = {
  post: 'Post a story',
  loginToPost: 'Models and businesses can post stories: log in to your account.',
  upload: 'Upload video',
  uploading: 'Uploading video… {percent}%',
  uploaded: API_MESSAGES.videoUploaded,
  failed: API_MESSAGES.videoUploadFailed,
  error: API_MESSAGES.genericError,
  play: 'Play the story of {name}',
  by: 'Story by {name}',
  none: 'No stories yet.',
  pending: 'Pending moderation',
  pendingNote: 'Only you can see this story until your profile is approved.',
};

export type StoriesCatalog = CatalogShape<typeof stories>;

export default stories satisfies StoriesCatalog;
