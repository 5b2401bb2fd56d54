export { SessionExpiredNotice } from './SessionExpiredNotice';
export type { SessionExpiredNoticeProps } from './SessionExpiredNotice';
