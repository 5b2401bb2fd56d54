export { PurchaseToast, TOAST_MS } from './PurchaseToast';
export type { PurchaseToastProps } from './PurchaseToast';
