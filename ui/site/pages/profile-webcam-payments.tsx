import { AccountPage } from '../page-kit/AccountPage';

/** §2 /profile_webcam/payments: LoveCoins and TOP/VIP. */
export default function Page() {
  return <AccountPage titleKey="payments.balance" textKeys={['payments.banners.info']} />;
}
