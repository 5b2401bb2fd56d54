export { AudienceSwitch } from './AudienceSwitch';
export type { AudienceSwitchItem, AudienceSwitchProps } from './AudienceSwitch';
