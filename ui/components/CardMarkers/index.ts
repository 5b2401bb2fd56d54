export { CardMarkers } from './CardMarkers';
export type { CardMarkersProps } from './CardMarkers';
export { VerifiedIcon } from './VerifiedIcon';
export { markersOf } from './markersOf';
export type { CardMarkers as CardMarkersOf, ExtraMarker, TierMarker } from './markersOf';
export { FavoriteHeart } from './FavoriteHeart';
export type { FavoriteHeartProps } from './FavoriteHeart';
