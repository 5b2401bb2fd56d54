export { Badges } from './Badges';
export type { BadgesProps } from './Badges';
export { badgesOf, isSponsored } from './badgesOf';
