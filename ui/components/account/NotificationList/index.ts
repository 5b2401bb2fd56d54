export { NotificationList } from './NotificationList';
export type { NotificationListProps } from './NotificationList';
