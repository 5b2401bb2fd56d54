import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  byPackage, canSwitchStatus, dashboardGroupOf, dashboardStateOf, freeAdvertisingActive, freeAdvertisingEnd, groupDashboardProfiles,
} from '@portal/components/features/business';
import type { GroupableProfile } from '@portal/components/features/business';

type Row = GroupableProfile & { id: number };
const row = (id: number, status: Row['status'], isActive: 0 | 1, pkg: 'VIP' | 'TOP' | 'both' | null = null): Row => ({
  id, status, is_active: isActive, statuses: { is_vip: pkg === 'VIP' || pkg === 'both', is_top: pkg === 'TOP' || pkg === 'both' },
});
const ids = (list: readonly Row[]) => list.map((p) => p.id);

describe('§4 dashboard groups', () => {
  it('puts each status / is_active pair in its group', () => {
    expect(dashboardGroupOf({ status: 'active', is_active: 1 })).toBe('active');
    expect(dashboardGroupOf({ status: 'moderating', is_active: 1 })).toBe('moderating');
    expect(dashboardGroupOf({ status: 'draft', is_active: 1 })).toBe('deactivated');
    expect(dashboardGroupOf({ status: 'draft', is_active: 0 })).toBe('deactivated');
    expect(dashboardGroupOf({ status: 'active', is_active: 0 })).toBe('deactivated');
    // Switched off while waiting for the moderators: not "on moderation" any more.
    expect(dashboardGroupOf({ status: 'moderating', is_active: 0 })).toBe('deactivated');
  });

  it('orders VIP, then TOP, then the rest inside every group, keeping the API order within a rank', () => {
    const groups = groupDashboardProfiles([
      row(1, 'active', 1), row(2, 'active', 1, 'TOP'), row(3, 'active', 1, 'VIP'), row(4, 'active', 1, 'TOP'),
      row(5, 'moderating', 1), row(6, 'moderating', 1, 'VIP'),
      row(7, 'draft', 0), row(8, 'active', 0, 'TOP'), row(9, 'draft', 1, 'VIP'), row(10, 'active', 0),
    ]);
    expect(ids(groups.active)).toEqual([3, 2, 4, 1]);
    expect(ids(groups.moderating)).toEqual([6, 5]);
    expect(ids(groups.deactivated)).toEqual([9, 8, 7, 10]);
  });

  it('counts a profile with both flags as VIP', () => {
    expect(ids(byPackage([row(1, 'active', 1, 'TOP'), row(2, 'active', 1, 'both')]))).toEqual([2, 1]);
  });

  it('gives three empty groups for no profiles, and does not change its input', () => {
    expect(groupDashboardProfiles([])).toEqual({ active: [], moderating: [], deactivated: [] });
    const input = [row(1, 'active', 1), row(2, 'active', 1, 'VIP')];
    groupDashboardProfiles(input);
    expect(ids(input)).toEqual([1, 2]);
  });

  it('keeps every profile exactly once, sorted by rank and stable (property)', () => {
    const arb = fc.array(
      fc.record({
        status: fc.constantFrom('active', 'moderating', 'draft') as fc.Arbitrary<Row['status']>,
        is_active: fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>,
        pkg: fc.constantFrom('VIP', 'TOP', 'both', null) as fc.Arbitrary<'VIP' | 'TOP' | 'both' | null>,
      }),
      { maxLength: 40 },
    );
    fc.assert(fc.property(arb, (specs) => {
      const input = specs.map((s, i) => row(i, s.status, s.is_active, s.pkg));
      const groups = groupDashboardProfiles(input);
      const all = [...groups.active, ...groups.moderating, ...groups.deactivated];
      expect(ids(all).sort((a, b) => a - b)).toEqual(ids(input));
      for (const [name, list] of Object.entries(groups)) {
        for (const p of list) expect(dashboardGroupOf(p)).toBe(name);
        const rank = (p: Row) => (p.statuses.is_vip ? 0 : p.statuses.is_top ? 1 : 2);
        for (let i = 1; i < list.length; i++) {
          const [a, b] = [list[i - 1]!, list[i]!];
          expect(rank(a) < rank(b) || (rank(a) === rank(b) && a.id < b.id)).toBe(true);
        }
      }
    }));
  });

  it('tells a draft from a switched-off profile, and never offers to activate a draft', () => {
    expect(dashboardStateOf({ status: 'draft', is_active: 1 })).toBe('draft');
    expect(dashboardStateOf({ status: 'active', is_active: 0 })).toBe('inactive');
    expect(dashboardStateOf({ status: 'moderating', is_active: 1 })).toBe('moderating');
    expect(dashboardStateOf({ status: 'active', is_active: 1 })).toBe('active');
    expect(canSwitchStatus({ status: 'draft' })).toBe(false);
    expect(canSwitchStatus({ status: 'active' })).toBe(true);
  });
});

describe('§1 free advertising', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('is on while the end lies ahead, off at or after it and without a date', () => {
    expect(freeAdvertisingActive('2026-05-01T00:00:00Z', now)).toBe(true);
    expect(freeAdvertisingActive('2026-03-01T12:00:00Z', now)).toBe(false);
    expect(freeAdvertisingActive('2025-12-01T00:00:00Z', now)).toBe(false);
    expect(freeAdvertisingActive(null, now)).toBe(false);
    expect(freeAdvertisingActive('not a date', now)).toBe(false);
  });
  it('lasts FREE_ADVERTISING_MONTHS (3) months from the start', () => {
    expect(freeAdvertisingEnd('2026-01-15T10:00:00Z').toISOString()).toBe('2026-04-15T10:00:00.000Z');
  });
});
