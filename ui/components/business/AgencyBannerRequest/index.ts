export { AgencyBannerRequest } from './AgencyBannerRequest';
export type { AgencyBannerRequestProps, AgencyPictureRequest } from './AgencyBannerRequest';
export { BannerFields } from './BannerFields';
