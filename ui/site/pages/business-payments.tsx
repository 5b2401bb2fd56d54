import type { Section } from '../../../sdk/i18n';
import { AccountPage } from '../page-kit/AccountPage';

/** Account-area texts (tabs, editor steps) are the catalog's editor section. */
export const sections: readonly Section[] = ['editor'];

/** §2 business area: LoveCoins and packages. */
export default function Page() {
  return <AccountPage titleKey="payments.balance" textKeys={['payments.banners.info']} />;
}
