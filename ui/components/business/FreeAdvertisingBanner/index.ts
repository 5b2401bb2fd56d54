export { FreeAdvertisingBanner } from './FreeAdvertisingBanner';
export type { FreeAdvertisingBannerProps } from './FreeAdvertisingBanner';
