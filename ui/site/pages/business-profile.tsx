import type { Section } from '@portal/sdk/i18n';
import { BusinessDashboardPage } from '../page-kit/business-area/DashboardPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 /business/profile (buy-banners): the dashboard of the business and its models. */
export default function Page() {
  return <BusinessDashboardPage />;
}
