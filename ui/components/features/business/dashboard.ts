import { FREE_ADVERTISING_MONTHS } from '@portal/sdk';
import type { DashboardProfile } from '@portal/sdk';

/**
 * §4 business dashboard groups: active (status active and is_active 1); on moderation (status
 * moderating and is_active 1); deactivated (drafts plus deactivated). Inside each group VIP
 * profiles come first, then TOP, then the rest, each kept in the order the API gave.
 */
export const DASHBOARD_GROUPS = ['active', 'moderating', 'deactivated'] as const;
export type DashboardGroup = (typeof DASHBOARD_GROUPS)[number];

/** The part of a dashboard profile the grouping reads (so tests and fixtures stay small). */
export type GroupableProfile = Pick<DashboardProfile, 'status' | 'is_active'> & {
  statuses: Pick<DashboardProfile['statuses'], 'is_vip' | 'is_top'>;
};

/** Where a profile sits on the dashboard. */
export function dashboardGroupOf(profile: Pick<DashboardProfile, 'status' | 'is_active'>): DashboardGroup {
  if (profile.is_active === 1 && profile.status === 'active') return 'active';
  if (profile.is_active === 1 && profile.status === 'moderating') return 'moderating';
  // Drafts (active or not) and everything switched off.
  return 'deactivated';
}

/**
 * Visitors see a profile only when it is active and switched on (the dashboard's active group):
 * promotion (TOP/VIP) is offered for these alone, never for drafts, profiles on moderation or
 * switched-off profiles.
 */
export const isPromotable = (profile: Pick<DashboardProfile, 'status' | 'is_active'>): boolean => dashboardGroupOf(profile) === 'active';

/** 0 for VIP, 1 for TOP, 2 for the rest: a profile with both flags counts as VIP. */
export function packageRank(profile: { statuses: Pick<DashboardProfile['statuses'], 'is_vip' | 'is_top'> }): number {
  if (profile.statuses.is_vip) return 0;
  if (profile.statuses.is_top) return 1;
  return 2;
}

/** VIP, then TOP, then the rest; stable, so equal ranks keep their incoming order. */
export function byPackage<T extends { statuses: Pick<DashboardProfile['statuses'], 'is_vip' | 'is_top'> }>(profiles: readonly T[]): T[] {
  // Array.prototype.sort is stable (ES2019), so ties keep the API's order.
  return [...profiles].sort((a, b) => packageRank(a) - packageRank(b));
}

export type DashboardGroups<T> = Readonly<Record<DashboardGroup, readonly T[]>>;

/** The three groups of §4, each sorted VIP → TOP → rest. Every profile lands in exactly one group. */
export function groupDashboardProfiles<T extends GroupableProfile>(profiles: readonly T[]): DashboardGroups<T> {
  const groups: Record<DashboardGroup, T[]> = { active: [], moderating: [], deactivated: [] };
  for (const profile of profiles) groups[dashboardGroupOf(profile)].push(profile);
  return { active: byPackage(groups.active), moderating: byPackage(groups.moderating), deactivated: byPackage(groups.deactivated) };
}

/** What the dashboard row says about a profile's state (a draft is not the same as switched off). */
export type DashboardState = 'active' | 'moderating' | 'draft' | 'inactive';

export function dashboardStateOf(profile: Pick<DashboardProfile, 'status' | 'is_active'>): DashboardState {
  if (profile.status === 'draft') return 'draft';
  if (profile.is_active !== 1) return 'inactive';
  return profile.status === 'moderating' ? 'moderating' : 'active';
}

/**
 * Which switch the row offers: a draft has never been moderated, so it cannot be activated (it is
 * finished in the editor and sent to moderation instead); everything else can be switched.
 */
export function canSwitchStatus(profile: Pick<DashboardProfile, 'status'>): boolean {
  return profile.status !== 'draft';
}

/**
 * §1, §9 free advertising: a new business gets FREE_ADVERTISING_MONTHS months. The API says until
 * when (`free_advertising_until`); the banner shows while that moment is in the future.
 */
export function freeAdvertisingActive(until: string | null | undefined, now: Date | number = Date.now()): boolean {
  if (!until) return false;
  const end = Date.parse(until);
  return Number.isFinite(end) && end > +now;
}

/** The end of free advertising for a business created at `createdAt` (for hosts that must compute it). */
export function freeAdvertisingEnd(createdAt: string | Date): Date {
  const end = new Date(createdAt);
  end.setUTCMonth(end.getUTCMonth() + FREE_ADVERTISING_MONTHS);
  return end;
}
