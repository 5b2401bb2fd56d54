import { describe, expect, it } from 'vitest';
import { buyPlaceHref } from '../../../ui/site/shell/nav-items';

/** "buy this place" on a personal page, per viewer. */
describe('where “buy this place” leads', () => {
  const profile = { id: 7, business_id: 3 };
  it('is the viewer’s own payments page, or login for a guest', () => {
    expect(buyPlaceHref({ role: 'INDIVIDUAL' }, profile, 'de')).toBe('/de/profile/payments');
    expect(buyPlaceHref({ role: 'BUSSINESS', business_id: 3 }, profile, 'en')).toBe('/business/payments?profile_id=7');
    expect(buyPlaceHref(null, profile, 'en')).toBe('/login');
  });
  it('is no sign-up form for a signed-in member (the page explains that advertising needs an advertiser account)', () => {
    expect(buyPlaceHref({ role: 'MEMBER' }, profile, 'en')).toBeNull();
  });
});
