/** The payments pages of the model and business areas (§2, §6): balance, packages, coins, history. */
export { WalletPage } from './WalletPage';
export { PurchaseDetailPage } from './PurchaseDetailPage';
export type { WalletOwner } from './useWalletSubject';
