export { REPORT_REASON_KEYS, ReportForm, buildReportRequest } from './ReportForm';
export type { ReportFormProps, ReportReason } from './ReportForm';
