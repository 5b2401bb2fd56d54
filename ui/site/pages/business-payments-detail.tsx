import type { Section } from '@portal/sdk/i18n';
import { PurchaseDetailPage } from '../page-kit/wallet';

/** Account-area texts (tabs, editor steps, payments) are the catalog's editor section; the wallet's and checkout's, its payments section. */
export const sections: readonly Section[] = ['editor', 'payments'];

/** §2 /business/payments/{id}: one purchase. */
export default function Page() {
  return <PurchaseDetailPage />;
}
