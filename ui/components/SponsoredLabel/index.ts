export { SponsoredLabel } from './SponsoredLabel';
export type { SponsoredAdType, SponsoredLabelProps, SponsoredLabelTexts, SponsoredPackage } from './SponsoredLabel';
