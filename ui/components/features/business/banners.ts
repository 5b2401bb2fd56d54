/**
 * Banner sizes and placements (§2 "banner-sizes information"). The spec names the screen but not
 * the sizes; these are chosen here, on the IAB sizes ad makers already work with, plus one hero
 * banner for the home page. This constant is the only place they are written: the BannerSizes
 * table and any upload check read it.
 */
export interface BannerSize {
  /** Catalog key suffix of the placement's name and where it shows (`payments.banners.placements.<id>`). */
  readonly id: string;
  readonly width: number;
  readonly height: number;
  /** Which screens show it. */
  readonly devices: 'all' | 'desktop' | 'mobile';
  /** Only a VIP business gets banner placement (§6); every business can order the picture. */
  readonly vipOnly: boolean;
}

export const BANNER_SIZES: readonly BannerSize[] = [
  { id: 'homeHero', width: 1200, height: 400, devices: 'desktop', vipOnly: true },
  { id: 'homeHeroMobile', width: 390, height: 260, devices: 'mobile', vipOnly: true },
  { id: 'listingTop', width: 970, height: 250, devices: 'desktop', vipOnly: true },
  { id: 'listingTopMobile', width: 320, height: 100, devices: 'mobile', vipOnly: true },
  { id: 'sidebar', width: 300, height: 600, devices: 'desktop', vipOnly: true },
  { id: 'inList', width: 300, height: 250, devices: 'all', vipOnly: true },
  { id: 'agencyPicture', width: 800, height: 600, devices: 'all', vipOnly: false },
];

/** Banner files: the image types and size a banner may have (the image upload's own limits). */
export { IMAGE_MAX_BYTES as BANNER_MAX_BYTES, IMAGE_MIME_TYPES as BANNER_MIME_TYPES } from '@portal/sdk';
