import { WalletPage } from '../wallet';
import type { AreaKind } from './area-routes';

/** §2 /profile/payments and /profile_webcam/payments: the model's wallet (LoveCoins, TOP/VIP, history). */
export function PaymentsPage({ area }: { area: AreaKind }) {
  return <WalletPage owner={area === 'webcam' ? 'webcam' : 'profile'} />;
}
