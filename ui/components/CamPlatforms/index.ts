export { CamPlatforms } from './CamPlatforms';
export type { CamPlatformsProps } from './CamPlatforms';
