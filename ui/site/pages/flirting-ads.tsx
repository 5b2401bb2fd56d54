import { TextPage } from '../page-kit/TextPage';

/** §2 /flirting_ads. */
export default function Page() {
  return <TextPage titleKey="pages.flirting.title" paragraphKeys={['pages.flirting.intro']} />;
}
