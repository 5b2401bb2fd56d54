export { BannerSizes } from './BannerSizes';
export type { BannerSizesProps } from './BannerSizes';
