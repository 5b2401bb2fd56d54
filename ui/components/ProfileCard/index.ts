export { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH, PROFILE_CARD_FIELDS, ProfileCard } from './ProfileCard';
export type { ProfileCardData, ProfileCardProps, ProfileCardSlot, ProfileCardTexts, SponsoredDisclosure } from './ProfileCard';
