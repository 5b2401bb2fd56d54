import type { ProfileStatuses } from '@portal/sdk';

export type TierMarker = 'VIP' | 'TOP';
export type ExtraMarker = 'NEW' | 'IND';

/** What a card shows of a profile's (or business's) statuses. */
export interface CardMarkers {
  /** The one paid tier on the photo: VIP over TOP. */
  tier: TierMarker | null;
  /** At most one more small text marker: NEW over IND. */
  extra: ExtraMarker | null;
  /** An icon after the name, not a text marker on the photo. */
  verified: boolean;
}

/**
 * The markers of a card: at most one tier marker and one more text marker on the photo, so no
 * card carries more than two (four badges and a sponsored pill covered a third of the photo).
 * Partial statuses are accepted because businesses carry only is_vip and is_top.
 */
export function markersOf(statuses: Partial<ProfileStatuses> | null | undefined): CardMarkers {
  return {
    tier: statuses?.is_vip ? 'VIP' : statuses?.is_top ? 'TOP' : null,
    extra: statuses?.is_new ? 'NEW' : statuses?.is_independent ? 'IND' : null,
    verified: statuses?.is_verified === true,
  };
}
