import type { BusinessType } from '@portal/sdk';
import type { SponsoredAdType, SponsoredPackage } from './SponsoredLabel';

/** The paid package behind a placement (VIP wins when both flags are set), or null when unpaid. */
export function sponsoredPackageOf(flags: { is_vip?: boolean; is_top?: boolean } | null | undefined): SponsoredPackage | null {
  if (flags?.is_vip) return 'VIP';
  if (flags?.is_top) return 'TOP';
  return null;
}

/** What the "Sponsored" explanation calls a business of each type. */
export const BUSINESS_AD_TYPE: Readonly<Record<BusinessType, SponsoredAdType>> = {
  agencies: 'agency',
  massage_salons: 'salon',
  strip_club: 'club',
  studio_sex: 'studio',
};
