export { AdvertiserBenefits } from './AdvertiserBenefits';
export type { AdvertiserBenefitsProps } from './AdvertiserBenefits';
