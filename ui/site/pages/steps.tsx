import { TextPage } from '../page-kit/TextPage';

/** §2 /steps: how it works. */
export default function Page() {
  return <TextPage titleKey="pages.steps.title" paragraphKeys={['pages.steps.intro']} />;
}
