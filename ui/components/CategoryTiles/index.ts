export { CategoryTiles, DEFAULT_TILES } from './CategoryTiles';
export type { CategoryTilesProps, TileCategory } from './CategoryTiles';
