import type { LoveCoinsPackageId } from '../../business/packages';
import type { PortalClient } from '../../client/portal-client';
import type { BalanceTarget } from '../../endpoints/session';
import { usePortalMutations } from '../mutation-hooks';
import { usePurchaseIntent } from './usePurchaseIntent';
import type { PurchaseStatus } from './usePurchaseIntent';

export type LoveCoinsPurchaseStatus = PurchaseStatus<LoveCoinsPackageId>;

/**
 * Buys a LoveCoins package for `target` (POST /api/lovecoins/purchase). One request id per
 * intent: a double click or a retried request never charges twice. A 503 is the §8 "online
 * payment is temporarily unavailable" answer (status error, PaymentUnavailableError; nothing was
 * charged). Success refreshes the balance and the purchases.
 */
export function useBuyLoveCoins(target: BalanceTarget) {
  const mutations = usePortalMutations();
  return usePurchaseIntent<LoveCoinsPackageId, Parameters<PortalClient['payments']['buyLoveCoins']>[0]>(
    mutations.payments.buyLoveCoins(),
    (package_id, request_id) => ({ ...target, package_id, request_id }),
  );
}
