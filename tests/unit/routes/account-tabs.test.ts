import { describe, expect, it } from 'vitest';
import { ACCOUNT_AREAS, ACCOUNT_TABS, accountTabOf, accountTabRoutes } from '../../../sdk/account/tabs';
import { availabilitySummary, dayAvailability, isoDay, weekDayOf } from '../../../sdk/calendar';
import { guardRoute, matchRoute, routePath } from '../../../sdk/routes';
import type { WorkingTime } from '../../../schemas';
import { WEEK_DAYS } from '../../../schemas/constants';

/** The account tabs are routes of the SDK's table, behind the §5 guard. */
describe('account tabs as routes', () => {
  it('give each area its tabs in the spec’s order, each a route of the table', () => {
    expect(accountTabRoutes('profile').map((t) => t.tab)).toEqual([...ACCOUNT_TABS]);
    expect(accountTabRoutes('webcam').map((t) => routePath(t.route as 'home', {}))).toEqual([
      '/profile_webcam', '/profile_webcam/payments', '/profile_webcam/messages', '/profile_webcam/calendar',
      '/profile_webcam/statistics', '/profile_webcam/reviews', '/profile_webcam/settings',
    ]);
    expect(accountTabRoutes('business').map((t) => t.tab)).toEqual(['profile', 'purchases', 'messages', 'settings']);
    for (const area of ACCOUNT_AREAS) {
      for (const { tab, route } of accountTabRoutes(area)) expect(accountTabOf(route)).toEqual({ area, tab });
    }
    expect(accountTabOf('escort-list')).toBeNull();
  });

  it('match directly in every language (so a reload or a shared link opens the tab)', () => {
    const match = matchRoute('/de/profile/settings/');
    expect(match.kind === 'route' && [match.route.id, match.locale]).toEqual(['profile-settings', 'de']);
    const messages = matchRoute('/Profile/Messages');
    expect(messages.kind === 'route' && messages.route.layout).toBe('coming-soon');
  });

  it('send guests to login and back, and keep each role in its own area', () => {
    const settings = matchRoute('/fr/profile/settings');
    expect(guardRoute(settings, null)).toMatchObject({ kind: 'redirect', location: '/fr/login?redirect=%2Ffr%2Fprofile%2Fsettings' });
    expect(guardRoute(settings, { role: 'INDIVIDUAL' })).toEqual({ kind: 'allow' });
    expect(guardRoute(settings, { role: 'MEMBER' })).toMatchObject({ kind: 'redirect', reason: 'wrong-area' });
    expect(guardRoute(matchRoute('/business/settings'), { role: 'INDIVIDUAL' })).toMatchObject({ kind: 'redirect', reason: 'wrong-area' });
    expect(guardRoute(matchRoute('/business/settings'), { role: 'BUSSINESS' })).toEqual({ kind: 'allow' });
  });
});

describe('availability', () => {
  const week = Object.fromEntries(WEEK_DAYS.map((d) => [d, d === 'sun' ? { from: null, to: null, notAvailable: true }
    : d === 'sat' ? { from: 'All day', to: null, notAvailable: false } : { from: '10:00', to: '18:00', notAvailable: false }])) as WorkingTime;
  const friday = new Date(2026, 11, 25, 9);

  it('reads the weekday of a date on the spec’s keys (wen for Wednesday)', () => {
    expect(weekDayOf(new Date(2026, 11, 23))).toBe('wen');
    expect(isoDay(friday)).toBe('2026-12-25');
  });

  it('gives hours, all day, or off for a weekday off, a day off and a profile without working time', () => {
    expect(dayAvailability(week, [], friday)).toEqual({ kind: 'hours', from: '10:00', to: '18:00' });
    expect(dayAvailability(week, [], new Date(2026, 11, 26))).toEqual({ kind: 'all-day' });
    expect(dayAvailability(week, [], new Date(2026, 11, 27))).toEqual({ kind: 'off' });
    expect(dayAvailability(week, ['2026-12-25'], friday)).toEqual({ kind: 'off' });
    expect(dayAvailability(null, [], friday)).toEqual({ kind: 'off' });
  });

  it('lists the working days of the next seven, today first', () => {
    const summary = availabilitySummary(week, ['2026-12-28'], friday);
    expect(summary.week.map((d) => d.date)).toEqual(['2026-12-25', '2026-12-26', '2026-12-29', '2026-12-30', '2026-12-31']);
  });
});
