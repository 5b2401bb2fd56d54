export { ConfirmPurchase } from './ConfirmPurchase';
export type { ConfirmPurchaseProps, PurchaseOrder } from './ConfirmPurchase';
