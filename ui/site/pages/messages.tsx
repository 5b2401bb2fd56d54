import { TextPage } from '../page-kit/TextPage';

/** §2 /messages: coming soon. */
export default function Page() {
  return <TextPage titleKey="pages.comingSoon.title" paragraphKeys={['pages.comingSoon.messages']} />;
}
