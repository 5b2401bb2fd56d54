export { FoundCount } from './FoundCount';
export type { FoundCountProps } from './FoundCount';
