export { ProfileMeta } from './ProfileMeta';
export type { ProfileMetaProps } from './ProfileMeta';
