export { BusinessInfo } from './BusinessInfo';
export type { BusinessInfoProps } from './BusinessInfo';
