export { StoriesList } from './StoriesList';
export type { StoriesListProps } from './StoriesList';
