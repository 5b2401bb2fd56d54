import type { Section } from '@portal/sdk/i18n';
import { AccountTabsNav } from '../page-kit/account-area/AccountTabsNav';
import { WalletPage } from '../page-kit/wallet';

/** Account-area texts (tabs, editor steps, payments) are the catalog's editor section; the wallet's and checkout's, its payments section. */
export const sections: readonly Section[] = ['editor', 'payments'];

/** §2 /business/payments, the purchases tab: LoveCoins and TOP/VIP for the business page or one of its models. */
export default function Page() {
  return (
    <>
      <AccountTabsNav area="business" tab="purchases" />
      <WalletPage owner="business" />
    </>
  );
}
