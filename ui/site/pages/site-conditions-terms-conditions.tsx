import type { Section } from '@portal/sdk/i18n';
import { TextPage } from '../page-kit/TextPage';

/** The legal texts are a catalog section of their own. */
export const sections: readonly Section[] = ['legal'];

/** §2 terms and conditions. */
export default function Page() {
  return <TextPage titleKey="pages.legal.terms.title" paragraphKeys={['pages.legal.terms.p1', 'pages.legal.terms.p2', 'pages.legal.terms.p3']} />;
}
