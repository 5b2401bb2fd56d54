export { BusinessCard } from './BusinessCard';
export type { BusinessCardProps, BusinessCardSlot } from './BusinessCard';
