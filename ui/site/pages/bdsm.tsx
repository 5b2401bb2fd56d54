import { TextPage } from '../page-kit/TextPage';

/** §2 /bdsm: coming soon. */
export default function Page() {
  return <TextPage titleKey="pages.comingSoon.title" paragraphKeys={['pages.comingSoon.bdsm']} />;
}
