import type { Section } from '@portal/sdk/i18n';
import { PaymentsPage } from '../page-kit/profile-area/PaymentsPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section; the wallet's and checkout's, its payments section. */
export const sections: readonly Section[] = ['editor', 'payments'];

/** §2 /profile_webcam/payments: LoveCoins and TOP/VIP. */
export default function Page() {
  return <PaymentsPage area="webcam" />;
}
