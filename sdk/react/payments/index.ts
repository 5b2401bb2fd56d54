/** Payments as headless hooks: the LoveCoins balance, purchase history and idempotent purchases. */
export { useBalance, usePurchases } from './useBalance';
export type { UseBalanceOptions } from './useBalance';
export { useBuyLoveCoins } from './useBuyLoveCoins';
export type { LoveCoinsPurchaseStatus } from './useBuyLoveCoins';
export { useBuyPackage } from './useBuyPackage';
export type { PackagePurchaseStatus, UseBuyPackageOptions } from './useBuyPackage';
export { IDLE_PURCHASE, usePurchaseIntent } from './usePurchaseIntent';
export type { PurchaseAnswer, PurchaseStatus } from './usePurchaseIntent';
export { useCurrentPackage } from './useCurrentPackage';
