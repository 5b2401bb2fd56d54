export { CardGrid } from './CardGrid';
export type { CardGridProps, CardGridSlot, CardImageHints } from './CardGrid';
