export { ActivePackageBanner } from './ActivePackageBanner';
export type { ActivePackageBannerProps } from './ActivePackageBanner';
