export { RestrictionNotice } from './RestrictionNotice';
export type { RestrictionNoticeProps } from './RestrictionNotice';
