export { NotificationSwitches } from './NotificationSwitches';
export type { NotificationSwitchesProps } from './NotificationSwitches';
