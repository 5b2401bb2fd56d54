export { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH, ProfileCard } from './ProfileCard';
export type { ProfileCardProps, ProfileCardSlot, ProfileCardTexts } from './ProfileCard';
