/**
 * Money: the LoveCoins balance, LoveCoins packages, TOP/VIP packages, the purchase history and
 * the banner sizes. Presentational: the page passes data and the callbacks of the
 * sdk/react/payments hooks (useBalance, useBuyLoveCoins, useBuyPackage, usePurchases).
 */
export * from './BalanceBadge';
export * from './LoveCoinsPackages';
export * from './PackagePicker';
export * from './PurchasesHistory';
export * from './BannerSizes';
export * from './ModelPicker';
export * from './ConfirmPurchase';
export * from './PaymentReturnNotice';
export * from './PurchaseToast';
export * from './ActivePackageBanner';
