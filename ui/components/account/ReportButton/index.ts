export { ReportButton } from './ReportButton';
export type { ReportButtonProps } from './ReportButton';
