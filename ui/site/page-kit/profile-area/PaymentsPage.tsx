import { AccountTabsNav } from '../account-area/AccountTabsNav';
import { WalletPage } from '../wallet';
import type { AreaKind } from './area-routes';

/** §2 /profile/payments and /profile_webcam/payments, the purchases tab: the model's wallet (LoveCoins, TOP/VIP, history). */
export function PaymentsPage({ area }: { area: AreaKind }) {
  return (
    <>
      <AccountTabsNav area={area} tab="purchases" />
      <WalletPage owner={area === 'webcam' ? 'webcam' : 'profile'} />
    </>
  );
}
