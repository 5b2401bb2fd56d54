import type { Section } from '@portal/sdk/i18n';
import { StoriesPage, storiesLoader } from '../page-kit/StoriesPage';

/** Posting, uploading and playing stories: the catalog's stories section. */
export const sections: readonly Section[] = ['stories'];

/** §2 /stories (the header's blog). */
export const loader = storiesLoader;

export default function Page() {
  return <StoriesPage />;
}
