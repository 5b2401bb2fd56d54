export { SponsoredLabel } from './SponsoredLabel';
export type { SponsoredAdType, SponsoredLabelProps, SponsoredLabelTexts, SponsoredPackage } from './SponsoredLabel';
export { BUSINESS_AD_TYPE, sponsoredPackageOf } from './sponsored';
