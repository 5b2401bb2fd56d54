import type { Section } from '@portal/sdk/i18n';
import { BusinessModelPage, businessModelLoader } from '../page-kit/business-area/ModelPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

export const loader = businessModelLoader;

/** §2 /business/individual/{id} (buy-banners): one model of the business. */
export default function Page() {
  return <BusinessModelPage />;
}
