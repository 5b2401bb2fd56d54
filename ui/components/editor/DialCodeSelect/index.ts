export { DialCodeSelect, dialCodeOptions } from './DialCodeSelect';
export type { DialCodeSelectProps } from './DialCodeSelect';
