export { BuyThisPlace } from './BuyThisPlace';
export type { BuyThisPlaceProps } from './BuyThisPlace';
