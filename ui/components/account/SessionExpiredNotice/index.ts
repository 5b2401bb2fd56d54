export { SessionExpiredNotice } from './SessionExpiredNotice';
export type { SessionExpiredNoticeProps } from './SessionExpiredNotice';
export { AccountDeletedNotice } from './AccountDeletedNotice';
export type { AccountDeletedNoticeProps } from './AccountDeletedNotice';
