export { FavoriteButton } from './FavoriteButton';
export type { FavoriteButtonProps, FavoriteState } from './FavoriteButton';
