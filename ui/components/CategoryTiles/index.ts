export { CategoryTiles, DEFAULT_TILES } from './CategoryTiles';
export type { CategoryTilesProps, TileCategory } from './CategoryTiles';
export { CategoryChips } from './CategoryChips';
export type { CategoryChipsProps } from './CategoryChips';
export { CategoryIcon } from './CategoryIcon';
