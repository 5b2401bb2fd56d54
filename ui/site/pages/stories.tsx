import { StoriesPage, storiesLoader } from '../page-kit/StoriesPage';

/** §2 /stories (the header's blog). */
export const loader = storiesLoader;

export default function Page() {
  return <StoriesPage />;
}
