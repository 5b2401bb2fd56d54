/**
 * Payments of the site: whose balance a user spends (theirs or their business's), purchase intents
 * (idempotent request ids), and the hooks of the LoveCoins balance, purchase history, purchases and
 * the current package. The pricing rules themselves are the SDK's (`quotePackage`, `packagePrice`).
 */
export * from './balance-target';
export * from './intent';
export { useBalance, usePurchases } from './useBalance';
export type { UseBalanceOptions } from './useBalance';
export { useBuyLoveCoins } from './useBuyLoveCoins';
export type { LoveCoinsPurchaseStatus } from './useBuyLoveCoins';
export { useBuyPackage } from './useBuyPackage';
export type { PackagePurchaseStatus, UseBuyPackageOptions } from './useBuyPackage';
export { IDLE_PURCHASE, usePurchaseIntent } from './usePurchaseIntent';
export type { PurchaseAnswer, PurchaseStatus } from './usePurchaseIntent';
export { useCurrentPackage } from './useCurrentPackage';
