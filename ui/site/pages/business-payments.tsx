import type { Section } from '../../../sdk/i18n';
import { WalletPage } from '../page-kit/wallet';

/** Account-area texts (tabs, editor steps, payments) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 /business/payments: LoveCoins and TOP/VIP for the business page or one of its models. */
export default function Page() {
  return <WalletPage owner="business" />;
}
