import type { LoveCoinsPackageId, PortalClient, BalanceTarget } from '@portal/sdk';
import { usePortalMutations } from '@portal/sdk/react';
import { usePurchaseIntent } from './usePurchaseIntent';
import type { PurchaseStatus } from './usePurchaseIntent';

export type LoveCoinsPurchaseStatus = PurchaseStatus<LoveCoinsPackageId>;

/**
 * Starts buying a LoveCoins package for `target` (POST /api/lovecoins/purchase): success is a
 * pending purchase and the provider's `payment_url`, where the page sends the payer (coins come
 * once the provider reports it paid). One request id per intent: a double click or a retried
 * request never starts two payments. A 503 is the §8 "online payment is temporarily unavailable"
 * answer (status error, PaymentUnavailableError; nothing was charged).
 * `returnPath`: the site page the provider sends the payer back to.
 */
export function useBuyLoveCoins(target: BalanceTarget, returnPath?: string) {
  const mutations = usePortalMutations();
  type Buy = PortalClient['payments']['buyLoveCoins'];
  return usePurchaseIntent<LoveCoinsPackageId, Parameters<Buy>[0], Awaited<ReturnType<Buy>>>(
    mutations.payments.buyLoveCoins(),
    (package_id, request_id) => ({ ...target, package_id, request_id, ...(returnPath ? { return_path: returnPath } : {}) }),
  );
}
