export { StatusSwitch, statusAction } from './StatusSwitch';
export type { StatusSwitchProps } from './StatusSwitch';
