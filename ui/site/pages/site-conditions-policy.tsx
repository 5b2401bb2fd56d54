import type { Section } from '@portal/sdk/i18n';
import { TextPage } from '../page-kit/TextPage';

/** The legal texts are a catalog section of their own. */
export const sections: readonly Section[] = ['legal'];

/** §2 cookie policy. */
export default function Page() {
  return <TextPage titleKey="pages.legal.policy.title" paragraphKeys={['pages.legal.policy.p1', 'pages.legal.policy.p2']} />;
}
