import type { Section } from '../../../sdk/i18n';
import { BusinessTabPage } from '../page-kit/business-area/BusinessTabPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** Issue 18: /business/messages, a tab of the business account as a page of its own. */
export default function Page() {
  return <BusinessTabPage tab="messages" />;
}
