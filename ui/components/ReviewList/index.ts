export { ReviewList } from './ReviewList';
export type { ReviewListProps } from './ReviewList';
