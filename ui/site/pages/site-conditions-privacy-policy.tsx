import type { Section } from '@portal/sdk/i18n';
import { TextPage } from '../page-kit/TextPage';

/** The legal texts are a catalog section of their own. */
export const sections: readonly Section[] = ['legal'];

/** §2 privacy policy. */
export default function Page() {
  return <TextPage titleKey="pages.legal.privacy.title" paragraphKeys={['pages.legal.privacy.p1', 'pages.legal.privacy.p2', 'pages.legal.privacy.p3']} />;
}
