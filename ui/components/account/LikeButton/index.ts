export { LikeButton } from './LikeButton';
export type { LikeButtonProps, LikeState } from './LikeButton';
