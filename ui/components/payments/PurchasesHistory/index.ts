export { PurchasesHistory } from './PurchasesHistory';
export type { PurchasesHistoryProps } from './PurchasesHistory';
