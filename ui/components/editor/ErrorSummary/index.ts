export { ErrorSummary } from './ErrorSummary';
export type { ErrorSummaryProps } from './ErrorSummary';
