export { DraftNotice } from './DraftNotice';
export type { DraftNoticeProps } from './DraftNotice';
