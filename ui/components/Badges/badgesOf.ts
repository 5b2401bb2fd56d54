import { BADGES } from '@portal/sdk';
import type { Badge, ProfileStatuses } from '@portal/sdk';

const FLAG_OF: Readonly<Record<Badge, keyof ProfileStatuses>> = {
  TOP: 'is_top',
  VIP: 'is_vip',
  NEW: 'is_new',
  IND: 'is_independent',
  verified: 'is_verified',
};

/**
 * The badges a profile (or business) earns from its statuses, in the spec's order (§3).
 * Partial statuses are accepted because businesses carry only is_vip and is_top.
 */
export function badgesOf(statuses: Partial<ProfileStatuses> | null | undefined): Badge[] {
  if (!statuses) return [];
  return BADGES.filter((badge) => statuses[FLAG_OF[badge]] === true);
}

/** TOP and VIP are paid placements, so a card carrying them is labelled "Sponsored". */
export function isSponsored(statuses: Partial<ProfileStatuses> | null | undefined): boolean {
  return Boolean(statuses?.is_top || statuses?.is_vip);
}
