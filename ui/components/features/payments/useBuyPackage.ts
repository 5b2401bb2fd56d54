import { useCallback } from 'react';
import type { PackageQuote, PackageAudience, PackageType, PortalClient, BalanceTarget } from '@portal/sdk';
import { canAfford, packagePrice, shortfall, confirmedOf } from '@portal/sdk';
import { audienceOf } from './balance-target';
import { usePortalMutations } from '@portal/sdk/react';
import { usePurchaseIntent } from './usePurchaseIntent';
import type { PurchaseAnswer, PurchaseStatus } from './usePurchaseIntent';

export type PackagePurchaseStatus = PurchaseStatus<PackageType>;

export interface UseBuyPackageOptions {
  /** The payer's balance when known: a package it cannot pay is refused before anything is sent. */
  balance?: number;
  /** Whose price list applies (default: from the target, see `audienceOf`). */
  audience?: PackageAudience;
  /** The server's quotes (useCurrentPackage): a switch costs its price minus the credit of the unused days. */
  quotes?: readonly PackageQuote[];
}

/**
 * Buys TOP or VIP for `target` with LoveCoins (POST /api/packages/purchase): `buy(quote)` sends the
 * quote the payer confirmed, whose figures the server checks (a stale one ends in the `error`
 * status with a QuoteChangedError carrying the new quote, to confirm again; nothing charged). Not
 * enough coins (known from the balance, or a 402) gives the `insufficient` status, which leads to
 * buying coins; nothing is charged then. The request id is stable across retries of the same intent.
 */
export function useBuyPackage(target: BalanceTarget, { balance, audience = audienceOf(target), quotes }: UseBuyPackageOptions = {}) {
  const mutations = usePortalMutations();
  const precheck = useCallback((type: PackageType, quote: PackageQuote | undefined): PackagePurchaseStatus | null => {
    const charge = (quote ?? quotes?.find((q) => q.type === type))?.charge ?? packagePrice(audience, type);
    if (balance === undefined || canAfford(balance, charge)) return null;
    return { kind: 'insufficient', item: type, missing: shortfall(balance, charge) };
  }, [audience, balance, quotes]);
  const intent = usePurchaseIntent<PackageType, Parameters<PortalClient['payments']['buyPackage']>[0], PurchaseAnswer, PackageQuote>(
    mutations.payments.buyPackage(),
    (type, request_id, quote) => {
      const confirmed = quote ?? quotes?.find((q) => q.type === type);
      if (!confirmed) throw new Error(`No quote of ${type} to confirm`);
      return { ...target, type, request_id, confirmed: confirmedOf(confirmed) };
    },
    precheck,
  );
  const { buy } = intent;
  return { ...intent, buy: useCallback((quote: PackageQuote) => buy(quote.type, quote), [buy]) };
}
