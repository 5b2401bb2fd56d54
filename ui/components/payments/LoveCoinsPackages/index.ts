export { LoveCoinsPackages } from './LoveCoinsPackages';
export type { LoveCoinsPackagesProps } from './LoveCoinsPackages';
