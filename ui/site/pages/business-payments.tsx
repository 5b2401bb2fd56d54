import { AccountPage } from '../page-kit/AccountPage';

/** §2 business area: LoveCoins and packages. */
export default function Page() {
  return <AccountPage titleKey="payments.balance" textKeys={['payments.banners.info']} />;
}
