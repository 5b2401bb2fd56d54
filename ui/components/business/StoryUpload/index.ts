export { StoryUpload } from './StoryUpload';
export type { StoryUploadProps } from './StoryUpload';
