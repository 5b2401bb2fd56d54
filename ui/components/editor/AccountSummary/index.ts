export { AccountSummary } from './AccountSummary';
export type { AccountSummaryProps, SummaryPackage, SummaryTone } from './AccountSummary';
