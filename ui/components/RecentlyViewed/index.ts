export { RecentlyViewed } from './RecentlyViewed';
export type { RecentProfileCard, RecentlyViewedProps } from './RecentlyViewed';
